import './ui.css';

/** The reserved shape of a content page while it loads (title, a block, a few lines). */
export function PageSkeleton({ title }: { title?: string }) {
  return (
    <div aria-busy="true">
      {title ? <h1 className="ct-title">{title}</h1> : <div className="skeleton ct-skel-title" />}
      <div className="skeleton ct-skel-block" />
      <div className="skeleton ct-skel-text" />
      <div className="skeleton ct-skel-text" />
      <span className="visually-hidden">Đang tải…</span>
    </div>
  );
}
