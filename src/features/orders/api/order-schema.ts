/**
 * A superorder as the orders service answers it (`SuperOrder` of openapi/services/orders.yaml), parsed into the
 * order the UI shows (account-area.md section 3): the superorder's orders become its products, orderCount its
 * productCount; each product's internal status becomes the status shown (status.ts), and the order gets its own
 * status, its list (in progress or history) and its source (Resnap when any product comes from Resnap).
 */
import { z } from 'zod/mini';
import { dateTimeSchema } from '@/lib/api/schemas/date-time';
import { listOf, orderStatus, shownStatus, type OrderList, type ShownStatus } from '../status';

const text = z.string();

export const priceSchema = z.object({ amount: z.number().check(z.gte(0)), currency: z.string() });
export type Price = z.infer<typeof priceSchema>;

export const addressSchema = z.object({
  firstName: text,
  lastName: text,
  companyName: z.optional(text),
  streetName: text,
  streetNumber: text,
  addressLine2: z.optional(text),
  postalCode: text,
  city: text,
  countryCode: text,
  phoneNumber: z.optional(text),
});
export type Address = z.infer<typeof addressSchema>;

const productSchema = z.object({
  code: z.string().check(z.minLength(1)),
  articleName: z.optional(text),
  title: z.optional(text),
  quantity: z.optional(z.int().check(z.positive())),
  createdAt: z.optional(dateTimeSchema),
  status: z.enum([
    'Received',
    'Confirmed',
    'ProductionStarted',
    'ProductionCompleted',
    'Dispatched',
    'Cancelled',
  ]),
  paymentStatus: z.optional(text),
  sourceStatus: z.optional(text),
  orderSource: z.enum(['Albelli', 'Resnap']),
  trackingUrl: z.optional(z.url()),
  price: z.optional(priceSchema),
});

export const superOrderSchema = z.object({
  code: z.string().check(z.minLength(1)),
  createdAt: dateTimeSchema,
  orderCount: z.int().check(z.nonnegative()),
  orders: z.array(productSchema),
  deliveryType: z.optional(z.enum(['PickupPoint', 'Home'])),
  deliveryAddress: z.optional(addressSchema),
  totalPrice: z.optional(priceSchema),
  voucher: z.optional(z.nullable(text)),
  voucherDetails: z.optional(
    z.nullable(
      z.object({
        code: z.optional(text),
        discountValue: z.optional(z.number()),
        currency: z.optional(text),
      }),
    ),
  ),
});

export const superOrderPageSchema = z.object({
  items: z.array(superOrderSchema),
  total: z.int().check(z.nonnegative()),
});

export interface Product {
  code: string;
  title: string | undefined;
  articleName: string | undefined;
  quantity: number | undefined;
  status: ShownStatus;
  orderSource: 'Albelli' | 'Resnap';
  trackingUrl: string | undefined;
  price: Price | undefined;
}

export interface Order {
  code: string;
  createdAt: Date;
  productCount: number;
  products: Product[];
  status: ShownStatus;
  list: OrderList;
  source: 'Albelli' | 'Resnap';
  deliveryType: 'PickupPoint' | 'Home' | undefined;
  deliveryAddress: Address | undefined;
  totalPrice: Price | undefined;
  voucher: string | null;
  voucherDetails: { code?: string; discountValue?: number; currency?: string } | null;
}

export function toOrder(superOrder: z.infer<typeof superOrderSchema>): Order {
  const products: Product[] = superOrder.orders.map((o) => ({
    code: o.code,
    title: o.title,
    articleName: o.articleName,
    quantity: o.quantity,
    status: shownStatus(o.status),
    orderSource: o.orderSource,
    trackingUrl: o.trackingUrl,
    price: o.price,
  }));
  const status = orderStatus(products);
  return {
    code: superOrder.code,
    createdAt: superOrder.createdAt,
    productCount: superOrder.orderCount,
    products,
    status,
    list: listOf(status),
    source: products.some((p) => p.orderSource === 'Resnap') ? 'Resnap' : 'Albelli',
    deliveryType: superOrder.deliveryType,
    deliveryAddress: superOrder.deliveryAddress,
    totalPrice: superOrder.totalPrice,
    voucher: superOrder.voucher ?? null,
    voucherDetails: superOrder.voucherDetails ?? null,
  };
}

export const parseOrder = (data: unknown): Order => toOrder(superOrderSchema.parse(data));

export interface OrderPage {
  orders: Order[];
  total: number;
}

export function parseOrderPage(data: unknown): OrderPage {
  const page = superOrderPageSchema.parse(data);
  return { orders: page.items.map(toOrder), total: page.total };
}
