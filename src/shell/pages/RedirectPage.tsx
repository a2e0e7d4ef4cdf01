import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fillPathParams } from '../../core/routes';
import { useShell } from '../app/ConsoleContext';

/** Original params travel as URI-encoded JSON: `{ "params": {...}, "query": {...} }` or a flat params object. */
function parseOriginParams(raw: string | undefined): {
  params: Record<string, string>;
  query: Record<string, string>;
} {
  if (!raw) return { params: {}, query: {} };
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
    const params = (parsed.params ?? parsed) as Record<string, string>;
    const query = (parsed.query ?? {}) as Record<string, string>;
    return { params, query };
  } catch {
    return { params: {}, query: {} };
  }
}

/**
 * docs/behaviour.md#screens-and-routes /redirect/{path}/{redirect_type}/{origin_params?}: re-does a route change by replacing the
 * current route. `redirect_type` is `path` (the first segment is the URI-encoded path) or `name` (a route
 * name whose pattern is filled from the original params).
 */
export const RedirectPage = observer(function RedirectPage() {
  const { path = '', redirect_type: type, origin_params: origin } = useParams();
  const shell = useShell();
  const navigate = useNavigate();
  useEffect(() => {
    const { params, query } = parseOriginParams(origin);
    let target: string;
    if (type === 'name') {
      const page = shell.pages.find((candidate) => candidate.name === decodeURIComponent(path));
      target = page ? fillPathParams(page.pattern, params) : '/';
    } else {
      const decoded = decodeURIComponent(path);
      target = decoded.startsWith('/') ? decoded : `/${decoded}`;
    }
    const search = new URLSearchParams(query).toString();
    navigate(search ? `${target}?${search}` : target, { replace: true });
  }, [path, type, origin, shell, navigate]);
  return null;
});
