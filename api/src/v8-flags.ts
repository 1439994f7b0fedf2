// V8 settings of the API process, applied before the rest of the API loads: server.ts imports this module first.
import { setFlagsFromString } from 'node:v8';

/**
 * Allocation-site pretenuring off. At start the API reads the investor corpus into memory through pg and the same
 * parsing code that later parses every request's rows; V8 sees those first objects live long and from then on
 * allocates that code's objects straight into the old generation, where only a full collection frees them. Under
 * load that was 2–4 MB/s of short-lived rows in the old generation and a full collection (20–60 ms pauses on two
 * cores) every 10–20 s: the API's latency tail (README, Performance). Off, a request's rows die young, in
 * collections of a few milliseconds.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
