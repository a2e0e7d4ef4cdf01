import { makeAutoObservable } from 'mobx';
import type { ResolvedRoute } from '../../core/routes';
import type { RouteRegistry } from '../../core/session';

/**
 * The router's dynamic part (docs/behaviour.md#screens-and-routes guard rule 4): the permission store hands the user's routes over
 * once built; the router renders them, then its not-found route. An app reset (docs/behaviour.md#states) drops them.
 */
export class ShellRouteRegistry implements RouteRegistry {
  routes: ResolvedRoute[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  addRoutes(routes: ResolvedRoute[]): void {
    const names = new Set(routes.map((route) => route.name));
    this.routes = [...this.routes.filter((route) => !names.has(route.name)), ...routes];
  }

  resetRoutes(): void {
    this.routes = [];
  }
}
