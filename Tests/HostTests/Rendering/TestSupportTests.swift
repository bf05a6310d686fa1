import Foundation
import Testing

extension RenderingTests {
  /// The picture tests' own decoders, checked on data made by zlib and by a known PNG.
  @Suite struct TestSupportTests {
    func inflate(_ base64: String) throws -> [UInt8] {
      try Inflate.zlibDecompress([UInt8](try #require(Data(base64Encoded: base64))))
    }

    @Test func inflatesStoredBlocks() throws {
      let bytes = try inflate("eAEBHADj/3N0b3JlZCBibG9jaywgbm8gY29tcHJlc3Npb26ZEQq4")
      #expect(String(decoding: bytes, as: UTF8.self) == "stored block, no compression")
    }

    @Test func inflatesFixedHuffmanBlocks() throws {
      let bytes = try inflate("eNrLSM3JyVfIQCcBaAMIsQ==")
      #expect(String(decoding: bytes, as: UTF8.self) == "hello hello hello hello")
    }

    @Test func inflatesDynamicHuffmanBlocks() throws {
      let stream = """
        eNqFllFywzAIRK/iqyW2Os2MW3fsyUdv32kk2/sW5PxECSBYYEHZyrh8T7f1d5jKR1mH+XYv87B9Pso8Dff5udaP7TBrqnFetgK7erN+vgTVRHRq\
        jftQQ1NB/ayPr//Y1a7KXl52hYja9QOv5KD+x2VeTmCHdRO345TvgerlGk7yO9R+rwl2/QlGU9msB8QmRZMuJN+I/Qxl4LQWpmKdY889Oy1702mN\
        2Z0qU5YooCRzXqfMETaH0h3xqvHBrhaOJNtPMDBUxGpAh5pkHIuku0Il0FNSCd3QPr610+Iz3QsmnRQitXiA2ykQYxkrZuMKJVxHwD497ks7rgWA\
        3DndQl8PSIgUvHD/9PrbQcxZct++RBLGOF3VWukXhgTlx0zih/cA15R3CicZQNazV91s/e+xvAVqk41mkiCWRNyR+VjwMQF8zB1aCZE13ZgGgrAw\
        Sadjf1MChsc5mV1vrS1xhRWj6qZVfFfrujs0cSZ7zzT+RQTayBo7YWOlpCv//fPTGQluq/iKZHrIHCvlyNlLStDxdbHdjzkHIzqTmT2YoU/mnkey\
        /3SulE5/AEL74Q==
        """
      let bytes = try inflate(stream)
      #expect(bytes.count == 2716)
      let words = Set(String(decoding: bytes, as: UTF8.self).split(separator: " "))
      #expect(words == ["shield", "blur", "defer", "close", "primary", "secondary", "label", "colour"])
    }

    @Test func rejectsDamagedStreams() {
      #expect(throws: Inflate.Failure.self) { try inflate("eNrLSM3JyVfIQCcBaAMIsA==") }  // wrong checksum
      #expect(throws: Inflate.Failure.self) { try Inflate.zlibDecompress([0x78, 0x9C, 0xFF]) }
    }

    @Test func decodesAnRGBAPNG() throws {
      let image = try PNGImage([UInt8](RenderingSamples.iconPNG))
      #expect(image.width == 24 && image.height == 24)
      #expect(image.pixel(x: 11, y: 11) == PNGImage.Pixel(red: 121, green: 80, blue: 133, alpha: 255))
      #expect(image.pixel(x: 0, y: 0).alpha == 0, "the corner is outside the circle")
    }
  }
}
