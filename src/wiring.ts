/**
 * The composition root: the ports every entry point (server, CLI, benches, tests) hands to the services.
 * The one place that joins the API's presenters, the renderer and the real clock.
 */
import { eventPresenters } from './api/event/event.present';
import { documentRenderer } from './render';
import { systemClock, type Ports } from './services/ports';

export function appPorts(overrides: Partial<Ports> = {}): Ports {
  return { present: eventPresenters, render: documentRenderer, clock: systemClock, ...overrides };
}
