// libFuzzer's entry points. libFuzzer calls `LLVMFuzzerTestOneInput` once per input.
//
// In a debug build on Linux, SwiftPM links an executable with its `main` renamed to
// `<module>_main`, so libFuzzer's own `main` is not the one that runs; `LoomFuzz_main` hands
// control straight to libFuzzer's driver instead. In other builds it is never called.

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("LoomFuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        fuzzOneInput(data, size)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    Interpreter(program: ByteProgram(bytes)).run()
    return 0
}
