/**
 * Demo mock exams for the exam portal (Cổng thi): Toán, Ngữ văn and Tiếng Anh. Each exam's questions are its bank:
 * an attempt draws 5 of them (exams.attempt_size), so every bank holds 15, three attempts' worth.
 */
type Q = [prompt: string, options: string[], answer: number, explanation: string];

const exam = (id: number, slug: string, title: string, subject: string, minutes: number, description: string, questions: Q[]) => ({
  exam: { id, slug, title, subject, description, duration_minutes: minutes, published: true },
  questions: questions.map(([prompt, options, answer, explanation], i) => ({ exam_id: id, position: i + 1, prompt, options, answer, explanation })),
});

export const DEMO_EXAMS = [
  exam(1, 'thi-thu-toan-vao-10', 'Thi thử Toán vào lớp 10', 'Toán', 15, 'Đề trắc nghiệm bám sát cấu trúc đề tuyển sinh vào lớp 10.', [
    ['Giá trị của √49 là', ['6', '7', '8', '9'], 1, '7 × 7 = 49.'],
    ['Nghiệm của phương trình 2x − 6 = 0 là', ['x = 2', 'x = 3', 'x = −3', 'x = 6'], 1, '2x = 6 nên x = 3.'],
    [
      'Hàm số y = 3x − 1 đồng biến hay nghịch biến trên ℝ?',
      ['Đồng biến', 'Nghịch biến', 'Không đổi', 'Không xác định'],
      0,
      'Hệ số a = 3 > 0 nên hàm số đồng biến.',
    ],
    ['Tam giác vuông có hai cạnh góc vuông 3 cm và 4 cm thì cạnh huyền dài', ['5 cm', '6 cm', '7 cm', '12 cm'], 0, 'Định lý Pytago: √(9 + 16) = 5.'],
    ['Phương trình x² − 5x + 6 = 0 có tổng hai nghiệm bằng', ['−5', '5', '6', '−6'], 1, 'Theo Vi-ét, x₁ + x₂ = 5.'],
    ['Rút gọn biểu thức 3√2 + 5√2 được', ['8√2', '15√2', '8√4', '2√8'], 0, 'Cộng các căn đồng dạng: (3 + 5)√2 = 8√2.'],
    ['Điều kiện xác định của √(x − 2) là', ['x > 2', 'x ≥ 2', 'x ≤ 2', 'x ≠ 2'], 1, 'Biểu thức dưới căn không âm: x − 2 ≥ 0.'],
    [
      'Hệ phương trình x + y = 5, x − y = 1 có nghiệm là',
      ['(3; 2)', '(2; 3)', '(4; 1)', '(1; 4)'],
      0,
      'Cộng hai phương trình: 2x = 6, x = 3, y = 2.',
    ],
    ['Đồ thị hàm số y = 2x² đi qua điểm', ['(1; 1)', '(1; 2)', '(2; 4)', '(−1; −2)'], 1, 'Thay x = 1: y = 2 · 1² = 2.'],
    [
      'Phương trình x² − 4x + 4 = 0 có',
      ['Hai nghiệm phân biệt', 'Nghiệm kép', 'Vô nghiệm', 'Vô số nghiệm'],
      1,
      'Δ = 16 − 16 = 0 nên có nghiệm kép x = 2.',
    ],
    ['Góc nội tiếp chắn nửa đường tròn có số đo', ['45°', '60°', '90°', '180°'], 2, 'Góc nội tiếp chắn nửa đường tròn là góc vuông.'],
    ['Diện tích hình tròn bán kính 3 cm là', ['6π cm²', '9π cm²', '3π cm²', '12π cm²'], 1, 'S = πR² = 9π cm².'],
    ['sin 30° bằng', ['1/2', '√3/2', '√2/2', '1'], 0, 'Giá trị lượng giác đặc biệt: sin 30° = 1/2.'],
    ['Tích hai nghiệm của phương trình x² − 7x + 10 = 0 là', ['7', '−7', '10', '−10'], 2, 'Theo Vi-ét, x₁ · x₂ = c/a = 10.'],
    [
      'Hai đường thẳng y = 2x + 1 và y = 2x − 3',
      ['Cắt nhau', 'Song song', 'Trùng nhau', 'Vuông góc'],
      1,
      'Cùng hệ số góc 2, tung độ gốc khác nhau nên song song.',
    ],
  ]),
  exam(2, 'thi-thu-ngu-van-lop-12', 'Thi thử Ngữ văn THPT', 'Ngữ văn', 10, 'Kiểm tra kiến thức văn học và tiếng Việt.', [
    [
      'Tác giả của “Truyện Kiều” là',
      ['Nguyễn Trãi', 'Nguyễn Du', 'Hồ Xuân Hương', 'Nguyễn Khuyến'],
      1,
      'Truyện Kiều (Đoạn trường tân thanh) của Nguyễn Du.',
    ],
    ['“Vợ chồng A Phủ” là tác phẩm của', ['Tô Hoài', 'Kim Lân', 'Nam Cao', 'Nguyễn Tuân'], 0, 'Truyện ngắn của Tô Hoài (1952).'],
    ['Biện pháp tu từ trong “Thuyền về có nhớ bến chăng” là', ['So sánh', 'Ẩn dụ', 'Hoán dụ', 'Nói quá'], 1, 'Thuyền và bến là hình ảnh ẩn dụ.'],
    ['Bài thơ “Tây Tiến” của Quang Dũng được viết năm', ['1945', '1948', '1954', '1960'], 1, 'Viết năm 1948 tại Phù Lưu Chanh.'],
    ['“Chí Phèo” là truyện ngắn của', ['Nam Cao', 'Ngô Tất Tố', 'Vũ Trọng Phụng', 'Thạch Lam'], 0, 'Nam Cao viết “Chí Phèo” năm 1941.'],
    ['Tác giả của “Bình Ngô đại cáo” là', ['Lý Thường Kiệt', 'Nguyễn Trãi', 'Trần Hưng Đạo', 'Lê Lợi'], 1, 'Nguyễn Trãi viết thay Lê Lợi năm 1428.'],
    ['“Vợ nhặt” là tác phẩm của', ['Kim Lân', 'Tô Hoài', 'Nguyên Hồng', 'Nam Cao'], 0, 'Truyện ngắn của Kim Lân.'],
    ['Bài thơ “Việt Bắc” là của', ['Xuân Diệu', 'Tố Hữu', 'Huy Cận', 'Chế Lan Viên'], 1, 'Tố Hữu viết năm 1954.'],
    ['“Người lái đò sông Đà” thuộc thể loại', ['Truyện ngắn', 'Tùy bút', 'Tiểu thuyết', 'Kịch'], 1, 'Tùy bút của Nguyễn Tuân.'],
    ['Biện pháp tu từ trong “Mặt trời xuống biển như hòn lửa” là', ['Ẩn dụ', 'So sánh', 'Nhân hóa', 'Điệp ngữ'], 1, 'Có từ so sánh “như”.'],
    ['Tác giả bài thơ “Sóng” là', ['Xuân Quỳnh', 'Hồ Xuân Hương', 'Xuân Diệu', 'Nguyễn Khoa Điềm'], 0, 'Xuân Quỳnh viết năm 1967.'],
    [
      '“Đất Nước” (trích “Mặt đường khát vọng”) là của',
      ['Nguyễn Khoa Điềm', 'Thanh Thảo', 'Hữu Thỉnh', 'Tố Hữu'],
      0,
      'Trường ca của Nguyễn Khoa Điềm.',
    ],
    ['Từ “xuân” trong “Mùa xuân là Tết trồng cây” dùng theo nghĩa', ['Gốc', 'Chuyển', 'Ẩn dụ', 'Hoán dụ'], 0, 'Chỉ mùa đầu năm: nghĩa gốc.'],
    ['“Tuyên ngôn Độc lập” được viết năm', ['1930', '1945', '1954', '1975'], 1, 'Hồ Chí Minh đọc ngày 2/9/1945.'],
    ['“Hai đứa trẻ” là truyện ngắn của', ['Thạch Lam', 'Nhất Linh', 'Khái Hưng', 'Nam Cao'], 0, 'In trong tập “Nắng trong vườn” (1938).'],
  ]),
  exam(3, 'thi-thu-tieng-anh-thpt', 'Thi thử Tiếng Anh THPT', 'Tiếng Anh', 10, 'Ngữ pháp và từ vựng trọng tâm.', [
    ['She ___ to school every day.', ['go', 'goes', 'going', 'gone'], 1, 'Chủ ngữ số ít ở hiện tại đơn: goes.'],
    ['I have lived here ___ 2015.', ['for', 'since', 'in', 'at'], 1, 'Since + mốc thời gian.'],
    ['If I ___ you, I would study harder.', ['am', 'was', 'were', 'be'], 2, 'Câu điều kiện loại 2 dùng were cho mọi ngôi.'],
    ['The antonym of “ancient” is', ['old', 'modern', 'historic', 'classic'], 1, 'Ancient (cổ xưa) trái nghĩa với modern (hiện đại).'],
    ['He is interested ___ music.', ['on', 'at', 'in', 'with'], 2, 'Be interested in.'],
    [
      'They ___ football when it started to rain.',
      ['play', 'were playing', 'are playing', 'played'],
      1,
      'Quá khứ tiếp diễn cho hành động đang xảy ra thì bị xen vào.',
    ],
    ['The synonym of “big” is', ['small', 'large', 'tiny', 'short'], 1, 'Big và large đều là “to, lớn”.'],
    [
      'This book is ___ than that one.',
      ['interesting', 'more interesting', 'most interesting', 'interestinger'],
      1,
      'So sánh hơn của tính từ dài: more + adj.',
    ],
    ['I look forward to ___ you.', ['see', 'seeing', 'saw', 'seen'], 1, 'Look forward to + V-ing.'],
    ['The letter ___ yesterday.', ['was sent', 'sent', 'is sent', 'has sent'], 0, 'Câu bị động ở quá khứ đơn: was/were + V3.'],
    ['She is good ___ English.', ['in', 'at', 'on', 'for'], 1, 'Be good at.'],
    ['Neither Tom nor his friends ___ here.', ['is', 'are', 'was', 'be'], 1, 'Neither … nor: động từ theo chủ ngữ gần nhất (friends).'],
    ['The opposite of “cheap” is', ['expensive', 'low', 'free', 'poor'], 0, 'Cheap (rẻ) trái nghĩa với expensive (đắt).'],
    ['We have ___ milk left.', ['a few', 'a little', 'many', 'few'], 1, 'Milk không đếm được: a little.'],
    ['He suggested ___ to the cinema.', ['go', 'to go', 'going', 'went'], 2, 'Suggest + V-ing.'],
  ]),
];
