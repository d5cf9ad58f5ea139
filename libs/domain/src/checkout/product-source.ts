/**
 * Where an ordered product comes from, which decides its minimum order:
 * `default` a marketplace product (1688 / taobao), `alibaba` an alibaba.com product,
 * `oci` our own catalogue stock, `oem` made to order under the customer's brand.
 */
export const PRODUCT_SOURCES = ['default', 'alibaba', 'oci', 'oem'] as const;
export type ProductSource = (typeof PRODUCT_SOURCES)[number];
