/** Demo accounts and codes, documented in api/README.md. */
export const DEMO_LEARNER = {
  email: 'hocvien@example.com',
  phone: '0912345678',
  password: 'Hocvien@123',
  full_name: 'Nguyễn Văn Học',
};

/** A teacher's account: answers questions on the lessons of their courses (the teacher of course 16, which the first learner owns). */
export const DEMO_TEACHER = {
  email: 'giangvien@example.com',
  password: 'Giangvien@123',
  course_id: 16,
};

/** A moderator (role admin): the moderation queue at /quan-tri/kiem-duyet. */
export const DEMO_ADMIN = {
  email: 'quantri@example.com',
  password: 'Quantri@123',
  full_name: 'Quản trị viên',
};

export const DEMO_LEARNER_2 = {
  email: 'hocvien2@example.com',
  phone: '0987654321',
  password: 'Hocvien@123',
  full_name: 'Trần Thị Bình',
};

/** [code, course id] — each grants its course once. */
export const DEMO_ACTIVATION_CODES: Array<[string, number]> = [
  ['KH-DEMO-0001', 21],
  ['KH-DEMO-0002', 26],
  ['KH-DEMO-0003', 30],
  ['KH-DEMO-0004', 36],
  ['KH-DEMO-0005', 47],
  ['KH-DEMO-0006', 55],
  ['KH-DEMO-0007', 60],
  ['KH-DEMO-0008', 12],
  ['KH-DEMO-0009', 41],
  ['KH-DEMO-0010', 16],
];

/** [code, promotion id, max uses] */
export const DEMO_PROMO_CODES: Array<[string, number, number | null]> = [
  ['GIAM20', 1, 1000],
  ['CHAOBANMOI', 2, 500],
  ['TIENGANH30', 3, null],
  ['HETHAN', 4, null],
];
