import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsole } from './ConsoleContext';

/** Lets the session core move the user with the router (login home, logout to /login, tab closing). */
export function NavigatorBridge() {
  const core = useConsole();
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  useEffect(() => {
    core.setNavigator({
      go: (path, replace) => navigate(path, { replace }),
      currentPath: () => pathRef.current,
    });
  }, [core, navigate]);
  return null;
}
