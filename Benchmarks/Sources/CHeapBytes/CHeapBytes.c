// The header is the target; this file gives SwiftPM something to compile.
