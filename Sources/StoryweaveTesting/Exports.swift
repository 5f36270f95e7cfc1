/// `PackagePaths` lives in its own small target so that the pure layers' tests can use it without the app;
/// the app's tests get it with the rest of the test support.
@_exported import StoryweaveTestPaths
