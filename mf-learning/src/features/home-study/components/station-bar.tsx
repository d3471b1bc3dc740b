import { useEffect, useState } from 'react';
import { Link } from '@edu/shared/router';

const clock = () => new Date().toLocaleTimeString('vi-VN', { hour: '2-digit', minute: '2-digit' });

/** Station top bar: title, a clock, full screen on / off, and the way out. */
export function StationBar() {
  const [time, setTime] = useState(clock);
  const [full, setFull] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const timer = window.setInterval(() => setTime(clock()), 15_000);
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, []);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <header className="ln-station-bar">
      <h1>Trạm học tập tại nhà</h1>
      <span className="ln-station-clock" aria-label="Giờ hiện tại">
        {time}
      </span>
      {typeof document !== 'undefined' && document.fullscreenEnabled && (
        <button type="button" className="btn" onClick={toggle}>
          {full ? 'Thoát toàn màn hình' : 'Toàn màn hình'}
        </button>
      )}
      <Link className="btn" to="/home-study">
        Thoát
      </Link>
    </header>
  );
}
