/**
 * An empty look-ahead, `(?=)`: it always holds and consumes nothing, so a pattern matches exactly the
 * same texts with it as without it, and the literal gates (required-literals.ts) read it as nothing.
 *
 * Why it is there: V8 compiles what follows a choice (alternatives, optional words) again for each way
 * of reaching it, up to ten copies, and a long list of words reached so ("the privacy policy of [these]
 * [respective] [third-party] <forty kinds of company>") then costs ten times its own machine code. A
 * look-ahead makes V8 settle what it knows before going on, so the list after it is compiled once. Less
 * expression code matters beyond memory: past about 16 MB of executable code V8 stops optimising every
 * expression compiled later, and unchanged scans get slower (docs/analyzer.md, "Speed and memory",
 * speed-j and speed-k). Put it just before such a list, where `node --log-code` shows it saves code.
 */
export const COMPILE_ONCE = '(?=)';
