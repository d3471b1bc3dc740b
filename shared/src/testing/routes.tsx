import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const location = { current: '' };

function LocationProbe() {
  const loc = useLocation();
  location.current = `${loc.pathname}${loc.search}`;
  return null;
}

/** A page inside a real router at `url`, with a /404 stand-in like the shell's. */
export function atRoute(path: string, url: string, page: ReactElement): ReactElement {
  return (
    <MemoryRouter initialEntries={[url]}>
      <LocationProbe />
      <Routes>
        <Route path={path} element={page} />
        <Route path="/404" element={<h1>Không tìm thấy trang</h1>} />
        <Route path="*" element={<p>khác</p>} />
      </Routes>
    </MemoryRouter>
  );
}
