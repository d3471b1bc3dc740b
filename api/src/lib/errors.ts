/** An error whose message is meant for the user (Vietnamese) and whose status is a 4xx. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, data: unknown = null) => new AppError(400, msg, data);
export const unauthorized = (msg = 'Bạn cần đăng nhập để tiếp tục') => new AppError(401, msg);
export const forbidden = (msg = 'Bạn không có quyền thực hiện thao tác này') => new AppError(403, msg);
export const notFound = (msg = 'Không tìm thấy dữ liệu') => new AppError(404, msg);
export const conflict = (msg: string, data: unknown = null) => new AppError(409, msg, data);
export const tooMany = (msg: string) => new AppError(429, msg);
