/** Demo mock exams for the exam portal (Cổng thi): Toán, Ngữ văn and Tiếng Anh, a few questions each. */
type Q = [prompt: string, options: string[], answer: number, explanation: string];

const exam = (id: number, slug: string, title: string, subject: string, minutes: number, description: string, questions: Q[]) => ({
  exam: { id, slug, title, subject, description, duration_minutes: minutes, published: true },
  questions: questions.map(([prompt, options, answer, explanation], i) => ({ exam_id: id, position: i + 1, prompt, options, answer, explanation })),
});

export const DEMO_EXAMS = [
  exam(1, 'thi-thu-toan-vao-10', 'Thi thử Toán vào lớp 10', 'Toán', 15, 'Đề trắc nghiệm bám sát cấu trúc đề tuyển sinh vào lớp 10.', [
    ['Giá trị của √49 là', ['6', '7', '8', '9'], 1, '7 × 7 = 49.'],
    ['Nghiệm của phương trình 2x − 6 = 0 là', ['x = 2', 'x = 3', 'x = −3', 'x = 6'], 1, '2x = 6 nên x = 3.'],
    ['Hàm số y = 3x − 1 đồng biến hay nghịch biến trên ℝ?', ['Đồng biến', 'Nghịch biến', 'Không đổi', 'Không xác định'], 0, 'Hệ số a = 3 > 0 nên hàm số đồng biến.'],
    ['Tam giác vuông có hai cạnh góc vuông 3 cm và 4 cm thì cạnh huyền dài', ['5 cm', '6 cm', '7 cm', '12 cm'], 0, 'Định lý Pytago: √(9 + 16) = 5.'],
    ['Phương trình x² − 5x + 6 = 0 có tổng hai nghiệm bằng', ['−5', '5', '6', '−6'], 1, 'Theo Vi-ét, x₁ + x₂ = 5.'],
  ]),
  exam(2, 'thi-thu-ngu-van-lop-12', 'Thi thử Ngữ văn THPT', 'Ngữ văn', 10, 'Kiểm tra kiến thức văn học và tiếng Việt.', [
    ['Tác giả của “Truyện Kiều” là', ['Nguyễn Trãi', 'Nguyễn Du', 'Hồ Xuân Hương', 'Nguyễn Khuyến'], 1, 'Truyện Kiều (Đoạn trường tân thanh) của Nguyễn Du.'],
    ['“Vợ chồng A Phủ” là tác phẩm của', ['Tô Hoài', 'Kim Lân', 'Nam Cao', 'Nguyễn Tuân'], 0, 'Truyện ngắn của Tô Hoài (1952).'],
    ['Biện pháp tu từ trong “Thuyền về có nhớ bến chăng” là', ['So sánh', 'Ẩn dụ', 'Hoán dụ', 'Nói quá'], 1, 'Thuyền và bến là hình ảnh ẩn dụ.'],
    ['Bài thơ “Tây Tiến” của Quang Dũng được viết năm', ['1945', '1948', '1954', '1960'], 1, 'Viết năm 1948 tại Phù Lưu Chanh.'],
  ]),
  exam(3, 'thi-thu-tieng-anh-thpt', 'Thi thử Tiếng Anh THPT', 'Tiếng Anh', 10, 'Ngữ pháp và từ vựng trọng tâm.', [
    ['She ___ to school every day.', ['go', 'goes', 'going', 'gone'], 1, 'Chủ ngữ số ít ở hiện tại đơn: goes.'],
    ['I have lived here ___ 2015.', ['for', 'since', 'in', 'at'], 1, 'Since + mốc thời gian.'],
    ['If I ___ you, I would study harder.', ['am', 'was', 'were', 'be'], 2, 'Câu điều kiện loại 2 dùng were cho mọi ngôi.'],
    ['The antonym of “ancient” is', ['old', 'modern', 'historic', 'classic'], 1, 'Ancient (cổ xưa) trái nghĩa với modern (hiện đại).'],
    ['He is interested ___ music.', ['on', 'at', 'in', 'with'], 2, 'Be interested in.'],
  ]),
];
