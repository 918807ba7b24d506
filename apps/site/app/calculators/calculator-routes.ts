// The calculator pages' routes: one per registry page, all served by one route module that finds
// its page by the matched path. React Router tells them apart by their ids.
import {
  CALCULATOR_REGISTRY,
  calculatorPages,
  type CalculatorEntry,
} from '@lender/calculator-kit/registry';
import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The route module of every calculator page. */
export const CALCULATOR_ROUTE_MODULE = 'routes/calculator.tsx';

/** The route id of a calculator's page: `calculator-rent-vs-buy`. */
export function calculatorRouteId(entry: Pick<CalculatorEntry, 'id'>): string {
  return `calculator-${entry.id}`;
}

/** A route for each calculator page of the registry, in its order. */
export function calculatorRoutes(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): RouteConfigEntry[] {
  return calculatorPages(registry).map((entry) =>
    route(entry.path.slice(1), CALCULATOR_ROUTE_MODULE, { id: calculatorRouteId(entry) }),
  );
}
