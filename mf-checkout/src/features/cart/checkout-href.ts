/** The checkout of the whole cart, carrying an applied promo code (a query survives the login redirect). */
export function checkoutHref(promoCode: string | null): string {
  return promoCode ? `/gio-hang/thanh-toan?promo_code=${encodeURIComponent(promoCode)}` : '/gio-hang/thanh-toan';
}
