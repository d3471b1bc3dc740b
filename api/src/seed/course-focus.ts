/**
 * What a few demo courses teach, in their own words: a paragraph added to the templated description, so a
 * search by "Nội dung" (the descriptions) ranks by what the bodies say, not by the titles the template repeats.
 */
export const COURSE_FOCUS: Record<number, string> = {
  1: 'Con học đếm, cộng trừ trong phạm vi 100 qua trò chơi; mỗi bài học có phiếu học tập để học sinh tự học ở nhà và phụ huynh học cùng con.',
  4: 'Học sinh lớp 2 học đọc trơn, học viết chính tả và học cách kể chuyện; mỗi buổi học kèm bài tập đọc hiểu.',
  8: 'Ôn toàn bộ ngữ pháp tiếng Anh lớp 9, luyện đề tiếng Anh thi vào 10 của Hà Nội và TP.HCM, từ vựng tiếng Anh theo chủ đề và mẹo làm bài đọc hiểu tiếng Anh.',
  16: 'Luyện nói tiếng Anh mỗi ngày qua tình huống thật: chào hỏi, gọi món, hỏi đường; phản xạ tiếng Anh không cần dịch trong đầu.',
  35: 'Trẻ học lập trình bằng khối lệnh kéo thả: học tư duy thuật toán, học làm trò chơi và hoạt hình; sau mỗi bài học con có một dự án tự làm.',
  50: 'Cha mẹ học cách chọn sách theo độ tuổi, đọc to cùng con và đặt câu hỏi để con tự học, yêu việc học và thích đọc.',
  60: 'Ba môn thi vào 10: Toán, Ngữ văn và tiếng Anh, theo lộ trình 12 tuần với đề thi thử hằng tháng.',
};
