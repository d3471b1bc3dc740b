import { useExternalLinks } from '../api/get-external-links';

/** 'Tài liệu khóa học': the course's external documents, for owners only (course/external_link.json). */
export function CourseDocuments({ courseId, entitled }: { courseId: number; entitled: boolean }) {
  const { data } = useExternalLinks(courseId, entitled);
  if (!entitled || !data?.length) return null;
  return (
    <section className="ln-docs card" aria-labelledby="ln-docs-title">
      <h2 id="ln-docs-title">Tài liệu khóa học</h2>
      <ul>
        {data.map((link) => (
          <li key={link.id}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
