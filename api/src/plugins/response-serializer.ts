import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, compile, safeParse } from 'zod/v4/core';

/**
 * fastify-type-provider-zod's response serializer on zod's compiled fast path. The answer is still checked against
 * the contract and stripped of every field the contract does not declare, but by generated code: about 1 µs for a
 * matches answer instead of 26–31 µs, without the runtime's intermediate objects (a quarter of the matches route's
 * allocations, issue 16). The library encodes (zod's backward direction); the contract's responses carry no
 * transforms, codecs or defaults, for which the two directions differ, so parsing forward gives the same answer.
 * Anything that is not a zod schema goes to the library's serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType)) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const compiled = compile(schema);
  return (data) => {
    const result = safeParse(compiled, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
