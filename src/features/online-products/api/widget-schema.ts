/**
 * A widget (the online version of an ordered photo book) as the widgets service sends it
 * (openapi/services/widgets.yaml `Widget`); the app calls the order code productCode (account-area.md
 * section 3: "productCode (renamed from the service's order code) and a request state").
 */
import { z } from 'zod/mini';

export const widgetSchema = z.object({
  orderCode: z.string().check(z.minLength(1)),
  widgetId: z.optional(z.string()),
  status: z.enum(['NotRequested', 'Requested', 'Available']),
  url: z.optional(z.nullable(z.string())),
  isShared: z.optional(z.boolean()),
});

export const widgetListSchema = z.array(widgetSchema);

export type WidgetStatus = z.infer<typeof widgetSchema>['status'];

export interface Widget {
  productCode: string;
  widgetId: string | undefined;
  status: WidgetStatus;
  /** Where the online version is viewed, once it is available. */
  url: string | undefined;
  isShared: boolean;
}

export function toWidget(widget: z.infer<typeof widgetSchema>): Widget {
  return {
    productCode: widget.orderCode,
    widgetId: widget.widgetId,
    status: widget.status,
    url: widget.status === 'Available' ? (widget.url ?? undefined) : undefined,
    isShared: widget.isShared ?? false,
  };
}

export const parseWidgets = (payload: unknown): Widget[] => widgetListSchema.parse(payload).map(toWidget);
export const parseWidget = (payload: unknown): Widget => toWidget(widgetSchema.parse(payload));
