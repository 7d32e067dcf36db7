// Global styles (tokens, reset, skip link); components bring their own CSS modules.
// oxlint-disable-next-line import/no-unassigned-import
import '@/styles/base.css';
import { bootstrap } from '@/app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void bootstrap(container);
