/// Saves `image` to the person's photo library, as UIKit's `UIImageWriteToSavedPhotosAlbum`: here
/// a no-op, since the host has no photo library; the completion is never called. Apple's third
/// parameter is a `Selector?`, which Linux lacks: pass nil, as the common call does
/// (`UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)`).
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?, _ contextInfo: UnsafeMutableRawPointer?
) {}
