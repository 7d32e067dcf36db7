// The entry of the start script: vite.config.ts (`startScript()`) bundles this file on its own (no app code, no
// libraries) and inlines it into index.html with the build's route plan in place of START_PLAN.
import type { StartPlan } from './handoff';
import { startRequests } from './start-script';

declare const START_PLAN: StartPlan;

startRequests(START_PLAN);
