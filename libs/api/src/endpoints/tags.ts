import type { TagDescription } from '@reduxjs/toolkit/query';

/**
 * Every cache tag of the client. A list carries the LIST id and each item its own id, so a
 * mutation invalidates exactly the list or the item it changed (docs/decisions/054).
 */
export const TAG_TYPES = [
  // storefront
  'Wishlist',
  'Inquiry',
  'Product',
  'Cart',
  'CartSync',
  'Address',
  'BankAccount',
  'Checkout',
  'Payment',
  'Voucher',
  'Order',
  'OrderGroup',
  'Tracking',
  'BuyAgain',
  'Profile',
  'Note',
  'Notification',
  'NotificationCount',
  'Counter',
  'Currency',
  'SiteContent',
  // back-office
  'AdminInquiry',
  'ProductRequest',
  'AdminOrder',
  'Refund',
  'AdminVoucher',
  'ExchangeRate',
  'AdminArea',
  'Customer',
  'SalesContact',
  'AuditLog',
  'Outbox',
  'HeldPayment',
  'ExcessTransfer',
] as const;
export type TagType = (typeof TAG_TYPES)[number];
export type Tag = TagDescription<TagType>;

/** The id of the tag that stands for a whole list of a type. */
export const LIST = 'LIST';

/** Wishlist links (the marks on product lists) are a list of their own. */
export const WISHLIST_LINKS = 'LINKS';

/** The data of a signed-in customer: all of it changes when the session does. */
export const CUSTOMER_TAG_TYPES = [
  'Wishlist',
  'Inquiry',
  'Product',
  'Cart',
  'CartSync',
  'Address',
  'BankAccount',
  'Checkout',
  'Payment',
  'Voucher',
  'Order',
  'OrderGroup',
  'Tracking',
  'BuyAgain',
  'Profile',
  'Note',
  'Notification',
  'NotificationCount',
  'Counter',
] as const satisfies readonly TagType[];

/** What staff see: all of it changes when another staff member signs in. */
export const STAFF_TAG_TYPES = [
  'AdminInquiry',
  'ProductRequest',
  'AdminOrder',
  'Refund',
  'AdminVoucher',
  'ExchangeRate',
  'Customer',
  'AuditLog',
  'Outbox',
  'HeldPayment',
  'ExcessTransfer',
] as const satisfies readonly TagType[];

/** The list tag plus one tag per item id; on a failed load only the list tag (to retry it). */
export function listTags(type: TagType, ids: readonly (string | number)[] | undefined): Tag[] {
  return [{ type, id: LIST }, ...(ids ?? []).map((id) => ({ type, id }))];
}

/** One item's tag. */
export function itemTag(type: TagType, id: string | number): Tag {
  return { type, id };
}
