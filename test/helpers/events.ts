import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { documentedEvent } from '../../src/api/event/event.objects';

type Variant = { properties: { type: { enum: [string] } } };
let byType: Map<string, ValidateFunction> | undefined;

/** A validator per event type: the type's message of the documented union (formats are the generators' business). */
function validators(): Map<string, ValidateFunction> {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const variants = documentedEvent().oneOf as Variant[];
  return new Map(variants.map((v) => [v.properties.type.enum[0], ajv.compile(v)]));
}

/**
 * How `events` (as /v1/event/list answers them) differ from the event the OpenAPI document describes
 * (api/event/event.objects.ts): each must match its type's message — `data.object` field for field,
 * no field missing and none unknown. Empty when every event matches.
 */
export function undocumentedEvents(events: readonly unknown[]): string[] {
  byType ??= validators();
  const out: string[] = [];
  for (const event of events) {
    const type = (event as { type?: string }).type ?? '';
    const validate = byType.get(type);
    if (!validate) out.push(`${type}: not a documented event type`);
    else if (!validate(event))
      out.push(`${type}: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`).join('; ')}`);
  }
  return out;
}
