/** The add-to-cart form of a course page: the buy box's package radios are its fields (their `form` attribute). */
export const cartFormId = (courseId: number) => `cat-cart-${courseId}`;
