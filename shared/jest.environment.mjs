/**
 * jsdom, plus Node's own fetch family. jsdom has no fetch/Request/Response/Headers, and Node's fetch refuses jsdom's
 * AbortSignal, Blob and FormData (different realms), so all of them come from Node together. `new FormData(form)`
 * keeps working: the form's text fields are copied in through jsdom's FormData.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

export default class PearJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const target = this.global;
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) target[name] = globalThis[name];
    }

    const JsdomFormData = target.FormData;
    const NodeFormData = globalThis.FormData;
    const NodeFile = globalThis.File;
    target.FormData = class FormData extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [key, value] of new JsdomFormData(form, submitter)) {
          if (typeof value === 'string') this.append(key, value);
          else this.append(key, new NodeFile([], value.name, { type: value.type }));
        }
      }
    };
  }
}
