/** OpenAPI: a route that needs `Authorization: Bearer <access token>`. */
export const secured = [{ bearer: [] }];
