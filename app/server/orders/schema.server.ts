/**
 * Table types of migrations/0007_orders.sql, merged into the app's kysely Database
 * (declared here, next to their only users, so that areas do not edit one file at once).
 */
import type { Generated } from "kysely";
import type { PaymentSource, Zone } from "#app/shared/orders/order";
import type { OrderState } from "#app/shared/orders/states";

export interface PincodesTable {
  pin: string;
  office: string;
  district: string;
  state: string;
}

export interface DeliveryZonesTable {
  zone: Zone;
  price_paise: number;
  min_days: number;
  max_days: number;
  active: number;
  updated_at: string;
  updated_by: Generated<string>;
}

export interface DeliveryAreasTable {
  state: string;
  district: Generated<string>;
  zone: "metro" | "remote";
}

export interface OrderSettingsTable {
  id: number;
  origin_state: string;
  updated_at: string;
  updated_by: Generated<string>;
}

export interface OrdersTable {
  id: Generated<number>;
  uid: string;
  user_id: string;
  job_id: string;
  report_name: string;
  report_type: string;
  report_language: "en" | "hi";
  paper_size: string;
  copies: number;
  recipient_name: string;
  phone: string;
  address: string;
  city: string;
  pincode: string;
  district: string;
  state: string;
  zone: Zone;
  print_price_paise: number;
  delivery_price_paise: number;
  total_paise: number;
  min_days: number;
  max_days: number;
  status: Generated<OrderState>;
  tracking_number: Generated<string>;
  payment_source: Generated<PaymentSource>;
  language: "en" | "hi";
  idempotency_key: string;
  created_at: string;
  updated_at: string;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  status: OrderState;
  tracking_number: Generated<string>;
  note: Generated<string>;
  actor_uid: string;
  created_at: string;
}

declare module "../schema.server" {
  interface Database {
    pincodes: PincodesTable;
    delivery_zones: DeliveryZonesTable;
    delivery_areas: DeliveryAreasTable;
    order_settings: OrderSettingsTable;
    orders: OrdersTable;
    order_events: OrderEventsTable;
  }
}
