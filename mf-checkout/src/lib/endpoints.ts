/** Every API path the checkout remote calls (SPEC §7 "Commerce"), in one place. */
export const ENDPOINTS = {
  cart: '/api/user/cart.json',
  courseDetails: '/api/user/course/details.json',
  courses: '/api/user/course.json',
  order: '/api/user/order.json',
  orderDetails: '/api/user/order/details.json',
  payment: '/api/user/order/payment.json',
  validatePayment: '/api/external/validate_order_payment.json',
  promoCheck: '/api/user/promotion/check.json',
} as const;
