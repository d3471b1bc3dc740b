/** Demo content (Vietnamese): news, support, pages, banners, menus, promotions, plans. */

export const postCategories = [
  { id: 1, parent_id: null, name: 'Tin giáo dục', slug: 'tin-giao-duc', idx: 1 },
  { id: 2, parent_id: null, name: 'Kinh nghiệm học tập', slug: 'kinh-nghiem-hoc-tap', idx: 2 },
  { id: 3, parent_id: null, name: 'Tuyển sinh', slug: 'tuyen-sinh', idx: 3 },
  { id: 4, parent_id: 2, name: 'Học ngoại ngữ', slug: 'hoc-ngoai-ngu', idx: 1 },
];

export const tags = [
  { id: 1, name: 'Thi vào 10', slug: 'thi-vao-10' },
  { id: 2, name: 'THPT Quốc gia', slug: 'thpt-quoc-gia' },
  { id: 3, name: 'IELTS', slug: 'ielts' },
  { id: 4, name: 'Học online', slug: 'hoc-online' },
  { id: 5, name: 'Phụ huynh', slug: 'phu-huynh' },
  { id: 6, name: 'Kỹ năng', slug: 'ky-nang' },
  { id: 7, name: 'Lập trình', slug: 'lap-trinh' },
  { id: 8, name: 'Tiếng Nhật', slug: 'tieng-nhat' },
];

/** [title, category_id, tag ids, summary] */
export const posts: Array<[string, number, number[], string]> = [
  ['Lịch thi vào lớp 10 năm nay của Hà Nội và TP.HCM', 3, [1], 'Tổng hợp lịch thi, môn thi và cách tính điểm xét tuyển vào lớp 10 công lập.'],
  ['5 sai lầm khi ôn thi môn Toán vào lớp 10', 2, [1, 4], 'Những lỗi phổ biến khiến học sinh mất điểm đáng tiếc và cách khắc phục.'],
  ['Cấu trúc đề thi THPT Quốc gia môn Toán', 3, [2], 'Phân tích ma trận đề, mức độ nhận biết, thông hiểu, vận dụng.'],
  ['Bí quyết đạt 9 điểm Ngữ văn THPT Quốc gia', 2, [2], 'Cách lập dàn ý nhanh và viết đoạn nghị luận xã hội thuyết phục.'],
  ['Lộ trình tự học IELTS từ 0 lên 6.5', 4, [3, 4], 'Kế hoạch 6 tháng cho người bận rộn, kèm tài liệu miễn phí.'],
  ['IELTS Speaking: 10 chủ đề thường gặp', 4, [3], 'Gợi ý ý tưởng và từ vựng cho các chủ đề Speaking Part 2.'],
  ['Học online hiệu quả: 7 thói quen nên có', 2, [4, 6], 'Tạo góc học tập, đặt mục tiêu nhỏ và theo dõi tiến độ mỗi ngày.'],
  ['Phụ huynh nên đồng hành cùng con học online thế nào?', 1, [4, 5], 'Vai trò của cha mẹ khi con học trực tuyến ở bậc tiểu học.'],
  ['Bộ Giáo dục công bố điều chỉnh chương trình học kỳ II', 1, [2], 'Những thay đổi chính trong chương trình và lịch kiểm tra.'],
  ['Kỹ năng quản lý thời gian cho học sinh cuối cấp', 2, [6, 1], 'Phương pháp Pomodoro và lập thời gian biểu ôn thi.'],
  ['Trẻ mấy tuổi nên bắt đầu học lập trình?', 1, [7, 5], 'Scratch, tư duy thuật toán và lợi ích của việc học lập trình sớm.'],
  ['Python hay JavaScript: nên học ngôn ngữ nào trước?', 2, [7], 'So sánh hai ngôn ngữ phổ biến cho người mới bắt đầu.'],
  ['Tự học tiếng Nhật N5 trong 3 tháng', 4, [8, 4], 'Bảng chữ cái, từ vựng và ngữ pháp cơ bản theo tuần.'],
  ['Kinh nghiệm thi JLPT lần đầu', 4, [8], 'Chuẩn bị giấy tờ, phân bổ thời gian và mẹo làm bài nghe.'],
  ['Điểm chuẩn các trường THPT chuyên năm trước', 3, [1], 'Bảng tổng hợp điểm chuẩn và chỉ tiêu tuyển sinh.'],
  ['Phương thức xét tuyển đại học mới', 3, [2], 'Xét học bạ, đánh giá năng lực và điểm thi tốt nghiệp.'],
  ['Cách ghi nhớ từ vựng tiếng Anh lâu hơn', 4, [3, 4], 'Lặp lại ngắt quãng và học từ theo ngữ cảnh.'],
  ['Giúp con đọc sách mỗi ngày', 1, [5], 'Gợi ý sách theo độ tuổi và cách tạo thói quen đọc.'],
  ['Kỹ năng thuyết trình cho sinh viên', 2, [6], 'Chuẩn bị nội dung, luyện giọng và xử lý câu hỏi.'],
  ['Học Excel để làm gì? 10 ứng dụng thực tế', 2, [4], 'Báo cáo, bảng lương, quản lý kho và phân tích số liệu.'],
  ['Thông báo lịch nghỉ lễ và hỗ trợ học viên', 1, [4], 'Thời gian làm việc của bộ phận chăm sóc khách hàng dịp lễ.'],
  ['Ôn thi cấp tốc môn Vật lý trong 30 ngày', 2, [2], 'Chọn lọc dạng bài trọng tâm và đề luyện theo tuần.'],
  ['Tuyển sinh lớp 6 trường chất lượng cao', 3, [5], 'Thông tin kỳ khảo sát năng lực đầu vào lớp 6.'],
  ['Học nhóm trực tuyến: lợi ích và lưu ý', 2, [4, 6], 'Cách tổ chức nhóm học hiệu quả qua mạng.'],
];

export const supportArticles: Array<[string, string, string]> = [
  [
    'Tài khoản',
    'Cách đăng ký tài khoản bằng email hoặc số điện thoại',
    'Chọn "Đăng ký", nhập email hoặc số điện thoại, đặt mật khẩu và nhập mã OTP được gửi tới bạn.',
  ],
  [
    'Tài khoản',
    'Tôi quên mật khẩu thì phải làm sao?',
    'Chọn "Quên mật khẩu", nhập email hoặc số điện thoại để nhận mã OTP, sau đó đặt mật khẩu mới.',
  ],
  ['Tài khoản', 'Cách đổi email đăng nhập', 'Vào Hồ sơ, chọn "Đổi email", nhập email mới và mã xác nhận được gửi tới email đó.'],
  ['Tài khoản', 'Liên kết tài khoản mạng xã hội', 'Bạn có thể liên kết tài khoản để đăng nhập nhanh hơn và hủy liên kết bất cứ lúc nào.'],
  ['Thanh toán', 'Các phương thức thanh toán được hỗ trợ', 'Thẻ ATM nội địa, thẻ quốc tế, ví điện tử và chuyển khoản ngân hàng.'],
  [
    'Thanh toán',
    'Đã thanh toán nhưng chưa vào học được',
    'Đơn hàng thường được xác nhận trong vài phút. Nếu quá 30 phút, hãy gửi yêu cầu hỗ trợ kèm mã đơn hàng.',
  ],
  ['Thanh toán', 'Cách sử dụng mã giảm giá', 'Nhập mã ở bước thanh toán và chọn "Áp dụng". Mỗi mã có điều kiện và thời hạn riêng.'],
  [
    'Kích hoạt',
    'Cách kích hoạt khóa học bằng mã',
    'Vào Tài khoản → Kích hoạt khóa học, nhập mã in trên thẻ và chọn "Kích hoạt". Mỗi mã chỉ dùng một lần.',
  ],
  ['Kích hoạt', 'Mã kích hoạt báo đã được sử dụng', 'Mỗi mã chỉ kích hoạt được một lần. Nếu bạn chưa dùng mã này, hãy liên hệ bộ phận hỗ trợ.'],
  ['Học tập', 'Học trên điện thoại như thế nào?', 'Tải ứng dụng hoặc mở trang web trên trình duyệt điện thoại và đăng nhập cùng tài khoản.'],
  ['Học tập', 'Video bị giật, không xem được', 'Hãy chọn chất lượng video thấp hơn (240p hoặc 360p) và kiểm tra kết nối mạng.'],
  ['Học tập', 'Tiến độ học được lưu như thế nào?', 'Hệ thống tự lưu vị trí xem và tiến độ từng bài học để bạn học tiếp trên mọi thiết bị.'],
];

/** [type, slug, title, content] — pages read by /restapi/page/getpagedata. */
export const pages: Array<[string, string, string, string]> = [
  [
    'solution',
    'truong-hoc-so',
    'Giải pháp trường học số',
    '<h2>Chuyển đổi số cho nhà trường</h2><p>Quản lý lớp học, bài giảng và kiểm tra trực tuyến trên một nền tảng.</p>',
  ],
  [
    'solution',
    'doanh-nghiep',
    'Giải pháp đào tạo doanh nghiệp',
    '<h2>Đào tạo nội bộ</h2><p>Xây dựng lộ trình học cho nhân viên, theo dõi tiến độ và báo cáo.</p>',
  ],
  ['solution', 'truong-hoc-so/lop-hoc-truc-tuyen', 'Lớp học trực tuyến', '<p>Lớp học trực tuyến tương tác cho giáo viên và học sinh.</p>'],
  ['exam_gate', 'cong-thi', 'Cổng thi trực tuyến', '<h2>Cổng thi</h2><p>Thi thử miễn phí các môn Toán, Văn, Anh với đề bám sát cấu trúc.</p>'],
  ['exam_gate', 'thi-thu-vao-10', 'Thi thử vào lớp 10', '<p>Đề thi thử vào lớp 10 có chấm điểm và xếp hạng.</p>'],
  [
    'intro',
    'gioi-thieu',
    'Giới thiệu',
    [
      '<h2>Về chúng tôi</h2><p>KhoaHoc.vn là nền tảng học trực tuyến dành cho mọi lứa tuổi: từ học sinh tiểu học, ôn thi vào 10 và THPT Quốc gia, đến người đi làm học kỹ năng, ngoại ngữ và lập trình.</p>',
      '<h2>Học thế nào?</h2><p>Mỗi khóa học gồm các bài giảng video ngắn, tài liệu và bài tập. Bạn học trên website hoặc ứng dụng, hệ thống tự lưu vị trí xem để bạn học tiếp trên mọi thiết bị.</p>',
      '<h2>Giảng viên</h2><p>Giảng viên là giáo viên, chuyên gia có kinh nghiệm giảng dạy; mỗi khóa học được kiểm duyệt nội dung trước khi mở bán.</p>',
      '<h2>Cam kết</h2><p>Học thử miễn phí các bài xem trước; hoàn tiền theo <a href="/chinh-sach-hoan-tien">chính sách hoàn tiền</a>; hỗ trợ học viên qua <a href="/ho-tro-khach-hang">trang hỗ trợ</a> và hotline 1900 0000.</p>',
    ].join(''),
  ],
  ['intro', 'doi-tac', 'Đối tác', '<p>Các đối tác giáo dục và công nghệ đồng hành cùng chúng tôi.</p>'],
  ['page', 'lien-he', 'Liên hệ', '<p>Hotline: 1900 0000 · Email: hotro@khoahoc.example</p>'],
  [
    'page',
    'dieu-khoan-su-dung',
    'Điều khoản sử dụng',
    [
      '<p>Khi tạo tài khoản hoặc mua khóa học trên KhoaHoc.vn, bạn đồng ý với các điều khoản dưới đây.</p>',
      '<h2>1. Tài khoản</h2><p>Mỗi tài khoản dành cho một người học. Bạn giữ bí mật mật khẩu và chịu trách nhiệm về hoạt động trong tài khoản của mình; báo ngay cho chúng tôi nếu nghi ngờ tài khoản bị sử dụng trái phép.</p>',
      '<h2>2. Quyền sử dụng khóa học</h2><p>Khóa học đã mua được dùng cho mục đích học tập cá nhân trong thời hạn của gói đã chọn. Không sao chép, ghi lại, chia sẻ hay bán lại nội dung khóa học.</p>',
      '<h2>3. Thanh toán</h2><p>Giá hiển thị đã gồm thuế. Khóa học được kích hoạt ngay khi thanh toán thành công; việc hoàn tiền theo <a href="/chinh-sach-hoan-tien">chính sách hoàn tiền</a>.</p>',
      '<h2>4. Nội dung do người học đăng</h2><p>Đánh giá, câu hỏi và bình luận phải đúng sự thật, không xúc phạm, không quảng cáo. Chúng tôi có thể ẩn nội dung vi phạm.</p>',
      '<h2>5. Thay đổi điều khoản</h2><p>Khi điều khoản thay đổi, chúng tôi thông báo trên website trước khi áp dụng.</p>',
    ].join(''),
  ],
  [
    'page',
    'chinh-sach-bao-mat',
    'Chính sách bảo mật',
    [
      '<p>Chính sách này cho biết KhoaHoc.vn thu thập dữ liệu cá nhân nào, dùng để làm gì và bạn có những quyền gì (theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân).</p>',
      '<h2>Dữ liệu chúng tôi thu thập</h2><p>Họ tên, email, số điện thoại, ngày sinh và ảnh đại diện bạn cung cấp; lịch sử mua hàng và tiến độ học; thông tin kỹ thuật của thiết bị (trình duyệt, mã nhận diện thiết bị) để bảo vệ tài khoản và chống gian lận.</p>',
      '<h2>Mục đích</h2><p>Cung cấp và kích hoạt khóa học, lưu tiến độ học, hỗ trợ học viên, gửi mã xác thực và thông báo về đơn hàng. Chúng tôi không bán dữ liệu cá nhân.</p>',
      '<h2>Lưu trữ và bảo vệ</h2><p>Mật khẩu được lưu dưới dạng băm, kết nối được mã hóa; dữ liệu được giữ trong thời gian bạn còn sử dụng dịch vụ và theo thời hạn pháp luật yêu cầu.</p>',
      '<h2>Quyền của bạn</h2><p>Bạn có thể xem và sửa thông tin trong trang tài khoản, yêu cầu xóa tài khoản hoặc rút lại sự đồng ý bằng cách <a href="/lien-he">liên hệ với chúng tôi</a>.</p>',
    ].join(''),
  ],
  [
    'page',
    'chinh-sach-hoan-tien',
    'Chính sách hoàn tiền',
    [
      '<p>Chúng tôi muốn bạn hài lòng với khóa học đã mua.</p>',
      '<h2>Khi nào được hoàn tiền</h2><p>Trong 7 ngày kể từ khi thanh toán, nếu bạn đã học chưa quá 20% số bài của khóa học, bạn được hoàn 100% số tiền đã trả.</p>',
      '<h2>Cách yêu cầu</h2><p>Gửi yêu cầu qua <a href="/lien-he">trang liên hệ</a> kèm mã đơn hàng. Tiền được hoàn về phương thức thanh toán ban đầu trong 5–10 ngày làm việc.</p>',
      '<h2>Không áp dụng</h2><p>Khóa học kích hoạt bằng mã kích hoạt mua từ đối tác, và các khóa học đã học quá 20% số bài.</p>',
    ].join(''),
  ],
  ['home_study', 'tieng-anh-tai-nha', 'Tiếng Anh tại nhà', '<p>Chương trình tiếng Anh tại nhà cho trẻ 4–10 tuổi.</p>'],
  ['home_study', 'toan-tu-duy-tai-nha', 'Toán tư duy tại nhà', '<p>Mỗi ngày 15 phút Toán tư duy cùng con.</p>'],
  ['home_study', 'station', 'Home-study station', '<p>Trạm học tập tại nhà.</p>'],
];

export const placements = [1, 2, 3, 4, 5, 6, 7, 10, 17, 18, 20, 21, 22, 23, 25, 26, 27];

/** The demo banners: three on the home slider, one elsewhere; wide (1200 × 400) or narrow (800 × 300) by placement. */
export function bannerSlots(): Array<{ id: number; placement: number; k: number; wide: boolean }> {
  let id = 0;
  return placements.flatMap((placement) =>
    Array.from({ length: placement === 1 ? 3 : 1 }, (_, k) => ({ id: ++id, placement, k, wide: [1, 17, 18, 20, 21, 22, 27].includes(placement) })),
  );
}

/** What each demo banner says (its picture and its alt text): [headline, line below, button], by placement. */
export const bannerCopy: Record<number, Array<[string, string, string]>> = {
  1: [
    ['Học trực tuyến cùng giáo viên giỏi', 'Hơn 50 khóa học từ tiểu học đến luyện thi THPT Quốc gia', 'Khám phá khóa học'],
    ['Giảm 20% toàn bộ khóa học', 'Nhập mã GIAM20 khi thanh toán, tối đa 300.000đ', 'Nhận ưu đãi'],
    ['Luyện thi vào lớp 10 chắc điểm', 'Lộ trình bài bản, đề thi thử miễn phí mỗi tuần', 'Học thử miễn phí'],
  ],
  2: [['Chọn khóa học hợp với bạn', 'Học thử miễn phí các bài đầu tiên', 'Xem khóa học']],
  3: [['Thi thử miễn phí, có điểm ngay', 'Đề bám sát cấu trúc của Bộ Giáo dục', 'Vào phòng thi']],
  4: [['Mỗi ngày 15 phút, tiến bộ mỗi tuần', 'Học tiếp bài đang dở trên mọi thiết bị', 'Học tiếp']],
  5: [['Học mọi lúc, mọi nơi', 'Cùng hơn một triệu học viên trên cả nước', 'Tìm hiểu thêm']],
  6: [['Đừng lo, còn nhiều điều để học', 'Quay lại trang chủ và chọn khóa học mới', 'Về trang chủ']],
  7: [['Tải ứng dụng KhoaHoc.vn', 'Học trên điện thoại, tải bài về học khi không có mạng', 'Tải ngay']],
  10: [['Trường học trực tuyến trọn gói', 'Lớp học trực tuyến, kho bài giảng và thi trực tuyến', 'Nhận tư vấn']],
  17: [['Gói Năm: học không giới hạn', 'Mọi khóa học trong một gói, tiết kiệm đến 60%', 'Xem gói học']],
  18: [['Tiếng Anh giao tiếp cho người đi làm', 'Tự tin nói sau 3 tháng cùng giáo viên IELTS 8.5', 'Học thử ngay']],
  20: [['Đề thi thử THPT Quốc gia', 'Chấm điểm tự động, xếp hạng cùng bạn bè', 'Thi ngay']],
  21: [['Ôn luyện cùng thầy cô giỏi', 'Chữa đề chi tiết sau mỗi bài thi thử', 'Xem khóa luyện thi']],
  22: [['Cẩm nang mùa thi', 'Kinh nghiệm ôn thi từ thủ khoa và giáo viên', 'Đọc ngay']],
  23: [['Chủ đề học tập nổi bật', 'Những bài viết được đọc nhiều nhất tuần này', 'Xem tất cả']],
  25: [['Đối tác giáo dục tin cậy', 'Hơn 200 trường học và doanh nghiệp đồng hành', 'Trở thành đối tác']],
  26: [['Cùng một triệu học viên Việt Nam', 'Học tập suốt đời, bắt đầu từ hôm nay', 'Đăng ký miễn phí']],
  27: [['Home-study: học tại nhà có thầy kèm', 'Giáo viên theo sát tiến độ của con mỗi tuần', 'Đăng ký học']],
};

export const priceRanges = [
  { id: 1, label: 'Miễn phí', min: 0, max: 0, idx: 1 },
  { id: 2, label: 'Dưới 500.000đ', min: 1, max: 499999, idx: 2 },
  { id: 3, label: '500.000đ – 1.000.000đ', min: 500000, max: 1000000, idx: 3 },
  { id: 4, label: '1.000.000đ – 2.000.000đ', min: 1000001, max: 2000000, idx: 4 },
  { id: 5, label: 'Trên 2.000.000đ', min: 2000001, max: null, idx: 5 },
];

export const redirects = [
  { path: '/khuyen-mai', target: '/tai-khoan/uu-dai', type: 'internal', code: 302 },
  { path: '/khoa-hoc-cu', target: '/khoa-hoc', type: 'internal', code: 301 },
  { path: '/fanpage', target: 'https://www.facebook.com/', type: 'external', code: 302 },
];

export const publicSettings = {
  disabledRecognition: 1,
  recognitionServiceId: 'dev-local-recognition',
  plausibleUrl: '',
  plausibleDomain: '',
  video: { head: 'https://vod.khoahoc.example/hls/', after: '/index.m3u8' },
  COLOR_BANNER_HOME: '#0b5394',
};

export const subscriptionPlans = [
  {
    id: 1,
    name: 'Gói Tiếng Anh trẻ em – tháng',
    path: '/khoa-hoc/tieng-anh-cho-tre-em-4-7-tuoi-c0020',
    cycle: 3,
    price: 149000,
    description: 'Học không giới hạn bài trong 30 ngày',
  },
  { id: 2, name: 'Gói Home-study năm', path: '/home-study', cycle: 4, price: 1990000, description: 'Toàn bộ chương trình học tại nhà trong 1 năm' },
  {
    id: 3,
    name: 'Gói Luyện thi 90 ngày',
    path: '/khoa-hoc/luyen-thi-thpt-quoc-gia-mon-toan-c0010',
    cycle: 8,
    price: 649000,
    description: 'Luyện thi THPT Quốc gia môn Toán 90 ngày',
  },
];
