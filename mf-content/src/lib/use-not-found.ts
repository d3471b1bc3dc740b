import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Sends the visitor to the shell's /404 (replacing this history entry) once `notFound` is true. */
export function useNotFound(notFound: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);
}
