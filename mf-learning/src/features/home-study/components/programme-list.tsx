import { Link } from '@edu/shared/router';

/** The home-study programmes (the API's home_study pages other than the station). */
export function ProgrammeList({
  programmes,
  title = 'Chương trình học tại nhà',
}: {
  programmes: Array<{ slug: string; title: string }>;
  title?: string;
}) {
  if (!programmes.length) return null;
  return (
    <section className="ln-hs-section" aria-labelledby="ln-programmes-title">
      <h2 id="ln-programmes-title">{title}</h2>
      <ul className="ln-programmes">
        {programmes.map((p) => (
          <li key={p.slug} className="card">
            <Link to={`/home-study/${encodeURIComponent(p.slug)}`}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
