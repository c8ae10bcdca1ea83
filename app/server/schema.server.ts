/**
 * The app's kysely `Database`: the tables generated from migrations/ (schema.generated.server.ts,
 * `npm run db:types`; docs/decisions/0026), with the few columns narrowed that the SQL cannot
 * say precisely. Write a migration and regenerate; never edit a table's columns here.
 */
import type { Generated } from "kysely";
import type { KundliRelation } from "#app/shared/accounts/kundli-record";
import type { PaymentSource, Zone } from "#app/shared/orders/order";
import type { OrderState } from "#app/shared/orders/states";
import type * as G from "./schema.generated.server";

/** `T` with the columns of `N` replaced; a name that is not a column of `T` fails to compile. */
type Narrow<T, N extends { [K in keyof N]: K extends keyof T ? unknown : never }> = {
  [K in keyof T]: K extends keyof N ? N[K] : T[K];
};

/** True only when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// The unions the app's shared code defines for the screens are the ones the tables' CHECKs
// allow: a migration that changes one without the other stops the type check here.
type Agreed<T extends true> = T;
export type DatabaseAgreesWithSharedTypes = [
  Agreed<Same<G.OrdersTable["zone"], Zone>>,
  Agreed<Same<G.OrdersTable["status"], Generated<OrderState>>>,
  Agreed<Same<G.OrdersTable["payment_source"], Generated<PaymentSource>>>,
  Agreed<Same<G.KundalisTable["relation"], Generated<KundliRelation>>>,
];

/** An order's history holds order states; the column has no CHECK (the app writes it beside orders.status). */
export type OrderEventsTable = Narrow<G.OrderEventsTable, { status: OrderState }>;

export interface Database extends Omit<G.GeneratedDatabase, "order_events"> {
  order_events: OrderEventsTable;
}

export type {
  AuditLogTable,
  BrandingProfilesTable,
  ClientsTable,
  ConsultationsTable,
  DeliveryZonesTable,
  InvoicesTable,
  KundalisTable,
  NotificationsTable,
  OrdersTable,
  PaymentsTable,
  PrintJobsTable,
  UsersTable,
  WalletLedgerTable,
} from "./schema.generated.server";
