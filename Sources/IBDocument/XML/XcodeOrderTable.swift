/// Xcode's attribute and child order per element name, derived from the shared corpus with
/// bench/xml/derive-attribute-order.py (pairwise order votes over 145 documents, ranked).
/// `@element: a b c` lists attributes; `>element: x y[key]` lists child kinds (name or
/// name[key]). `XcodeOrder` layers the fixed rules (`key` first, the `id` tail) on top.
enum XcodeOrderTable {
    static let text = #"""
@accessibility: description key hint identifier label
@accessibilityConnection: property destination id
@accessibilityTraits: key searchField none image button staticText summaryElement header
@action: selector destination eventType target id
@activityIndicatorView: hidden opaque contentMode horizontalHuggingPriority verticalHuggingPriority fixedFrame hidesWhenStopped animating style translatesAutoresizingMaskIntoConstraints id
@application: id sceneMemberID
@arrayController: editable automaticallyPreparesContent preservesSelection selectsInsertedObjects avoidsEmptySelection automaticallyRearrangesObjects id userLabel
@arscnView: clipsSubviews multipleTouchEnabled contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@arskView: contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@audiovisualMediaTypes: key none
@autoresizingMask: key flexibleMinX widthSizable flexibleMaxX heightSizable flexibleMinY flexibleMaxY
@avPlayerViewController: videoGravity id sceneMemberID
@barButtonItem: key enabled title image catalog style systemItem id userLabel
@behavior: key pushIn changeContents doesNotDimImage lightByBackground lightByGray changeBackground changeGray lightByContents
@binding: destination name keyPath previousBinding id
@bool: key value
@box: horizontalHuggingPriority autoresizesSubviews wantsLayer verticalHuggingPriority title boxType borderType borderWidth cornerRadius titlePosition transparent translatesAutoresizingMaskIntoConstraints id
@button: key identifier hidden focusRingType width height heightAdjustment opaque toolTip alignment verticalAlignment contentMode enabled horizontalHuggingPriority title verticalHuggingPriority misplaced horizontalCompressionResistancePriority verticalCompressionResistancePriority fixedFrame tag contentHorizontalAlignment contentVerticalAlignment buttonType reversesTitleShadowWhenHighlighted lineBreakMode pointerInteraction hasAttributedTitle translatesAutoresizingMaskIntoConstraints id customClass customModule customModuleProvider userLabel
@buttonCell: key type title bezelStyle image imagePosition alignment alternateImage controlSize lineBreakMode truncatesLastVisibleLine enabled refusesFirstResponder state borderStyle focusRingType tag imageScaling inset id customClass
@buttonConfiguration: key style
@capability: name minToolsVersion
@clipView: key drawsBackground copiesOnScroll id
@collectionReusableView: key opaque clipsSubviews multipleTouchEnabled contentMode insetsLayoutMarginsFromSafeArea reuseIdentifier id customClass customModule customModuleProvider
@collectionView: key clipsSubviews multipleTouchEnabled contentMode directionalLockEnabled showsHorizontalScrollIndicator showsVerticalScrollIndicator fixedFrame dataMode prefetchingEnabled translatesAutoresizingMaskIntoConstraints id
@collectionViewCell: opaque clipsSubviews multipleTouchEnabled contentMode reuseIdentifier id userLabel customClass customModule customModuleProvider
@collectionViewCellContentView: key opaque clipsSubviews multipleTouchEnabled contentMode insetsLayoutMarginsFromSafeArea id
@collectionViewController: storyboardIdentifier title useStoryboardIdentifierAsRestorationIdentifier clearsSelectionOnViewWillAppear id customClass customModule customModuleProvider sceneMemberID
@collectionViewFlowLayout: key scrollDirection automaticEstimatedItemSize minimumLineSpacing minimumInteritemSpacing sectionInsetReference id
@color: key xcode11CocoaTouchSystemColor systemColor white name catalog cocoaTouchSystemColor red green blue alpha colorSpace customColorSpace
@comboBox: toolTip verticalHuggingPriority id
@comboBoxCell: key controlSize scrollable lineBreakMode selectable editable sendsActionOnEndEditing borderStyle alignment title buttonBordered usesDataSource drawsBackground usesSingleLineMode completes numberOfVisibleItems id customClass
@constraint: firstItem firstAttribute relation secondItem secondAttribute multiplier priority constant placeholder symbolic id
@containerView: hidden opaque clipsSubviews contentMode translatesAutoresizingMaskIntoConstraints id userLabel
@controller: identifier hidesWhenLoading title contentMode spacing alwaysBounce id customClass customModule customModuleProvider
@customFormatter: key id customClass customModule
@customObject: id userLabel customClass sceneMemberID customModule customModuleProvider
@customView: horizontalHuggingPriority verticalHuggingPriority key wantsLayer identifier focusRingType misplaced hidden alphaValue horizontalCompressionResistancePriority verticalCompressionResistancePriority translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule customModuleProvider
@dataDetectorType: key link
@dataDetectorTypes: key none
@date: key timeIntervalSinceReferenceDate
@dateFormatter: key dateStyle timeStyle id
@datePicker: contentMode fixedFrame contentHorizontalAlignment contentVerticalAlignment datePickerMode minuteInterval style useCurrentDate translatesAutoresizingMaskIntoConstraints id
@deployment: defaultVersion identifier
@development: version identifier
@device: id orientation layout appearance
@document: type version toolsVersion systemVersion targetRuntime propertyAccessControl useAutolayout launchScreen customObjectInstantitationMethod useTraitCollections useSafeAreas colorMatched initialViewController
@edgeInsets: key left right top bottom
@exit: id userLabel sceneMemberID
@font: key textStyle usesAppearanceFont metaFont size name
@fontDescription: key name style type size weight family pointSize
@glanceController: spacing id customClass customModule customModuleProvider
@glkView: key opaque clipsSubviews multipleTouchEnabled contentMode fixedFrame enableSetNeedsDisplay translatesAutoresizingMaskIntoConstraints id
@glkViewController: preferredFramesPerSecond id sceneMemberID
@gridCell: row column id
@gridColumn: xPlacement id
@gridView: xPlacement yPlacement rowAlignment rowSpacing columnSpacing translatesAutoresizingMaskIntoConstraints id
@group: key width height alignment verticalAlignment layout radius spacing id userLabel
@hostingController: restorationIdentifier storyboardIdentifier identifier id customClass customModule customModuleProvider sceneMemberID
@image: name catalog width height
@imageCell: key selectable refusesFirstResponder editable focusRingType alignment animates imageAlignment imageScaling image catalog id
@imageReference: key image catalog symbolScale renderingMode
@imageView: key focusRingType hidden alignment verticalAlignment clipsSubviews userInteractionEnabled contentMode horizontalHuggingPriority verticalHuggingPriority horizontalCompressionResistancePriority verticalCompressionResistancePriority fixedFrame image catalog highlightedImage translatesAutoresizingMaskIntoConstraints id customClass userLabel
@inset: key minX minY maxX maxY
@integer: key value
@keyCommand: input modifierFlags actionName discoverabilityTitle
@label: width opaque clipsSubviews height multipleTouchEnabled userInteractionEnabled alignment hidden verticalAlignment contentMode horizontalHuggingPriority verticalHuggingPriority preservesSuperviewLayoutMargins layoutMarginsFollowReadableWidth fixedFrame horizontalCompressionResistancePriority verticalCompressionResistancePriority ambiguous insetsLayoutMarginsFromSafeArea usesAttributedText text textAlignment lineBreakMode numberOfLines baselineAdjustment minimumFontSize minimumScaleFactor adjustsLetterSpacingToFitWidth adjustsFontForContentSizeCategory preferredMaxLayoutWidth adjustsFontSizeToFit translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule customModuleProvider
@listContentConfiguration: key text secondaryText
@mapView: clipsSubviews multipleTouchEnabled contentMode fixedFrame mapType translatesAutoresizingMaskIntoConstraints id
@matrix: verticalHuggingPriority selectionByRect allowsEmptySelection id
@menu: key title autoenablesItems systemMenu id customClass customModule userLabel
@menuItem: isSeparatorItem title icon state image onStateImage secondaryImage catalog identifier mixedStateImage tag hidden enabled alternate keyEquivalent localization toolTip mirroring id userLabel customClass customModule customModuleProvider
@modifierMask: key shift control option command
@mtkView: contentMode fixedFrame colorPixelFormat depthStencilPixelFormat translatesAutoresizingMaskIntoConstraints id
@navigationBar: key opaque clipsSubviews multipleTouchEnabled contentMode fixedFrame insetsLayoutMarginsFromSafeArea largeTitles translucent translatesAutoresizingMaskIntoConstraints id
@navigationController: title extendedLayoutIncludesOpaqueBars toolbarHidden automaticallyAdjustsScrollViewInsets navigationBarHidden storyboardIdentifier id customClass customModule customModuleProvider sceneMemberID
@navigationItem: key title largeTitleDisplayMode id
@nil: name key
@notificationCategory: key identifier id
@notificationController: id customClass customModule
@numberFormatter: key formatterBehavior localizesFormat positiveFormat alwaysShowsDecimalSeparator negativeFormat numberStyle allowsFloats usesGroupingSeparator lenient paddingCharacter formatWidth groupingSize minimumIntegerDigits maximumIntegerDigits minimumFractionDigits maximumFractionDigits decimalSeparator groupingSeparator currencyDecimalSeparator plusSign minusSign notANumberSymbol perMillSymbol percentSymbol exponentSymbol positivePrefix positiveSuffix negativePrefix negativeSuffix id
@outlet: property destination id
@outletCollection: property destination appends collectionClass id
@outlineView: focusRingType verticalHuggingPriority allowsExpansionToolTips columnAutoresizingStyle selectionHighlightStyle columnReordering columnResizing multipleSelection autosaveColumns typeSelect rowHeight rowSizeStyle headerView viewBased floatsGroupRows indentationPerLevel autosaveExpandedItems autoresizesOutlineColumn outlineTableColumn id customClass customModule customModuleProvider
@pageControl: opaque contentMode fixedFrame contentHorizontalAlignment contentVerticalAlignment numberOfPages translatesAutoresizingMaskIntoConstraints id
@pageViewController: autoresizesArchivedViewToFullSize transitionStyle navigationOrientation spineLocation doubleSided id sceneMemberID
@paragraphStyle: key alignment lineBreakMode baseWritingDirection minimumLineHeight lineSpacing lineHeightMultiple tighteningFactorForTruncation allowsDefaultTighteningForTruncation
@pickerView: contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@placeholder: placeholderIdentifier id userLabel customClass customModule customModuleProvider sceneMemberID
@plugIn: identifier version
@point: key x y
@popUpButton: horizontalHuggingPriority toolTip verticalHuggingPriority horizontalCompressionResistancePriority translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule
@popUpButtonCell: key type title bezelStyle imagePosition alignment alternateImage controlSize lineBreakMode enabled state borderStyle tag imageScaling inset pullsDown arrowPosition autoenablesItems preferredEdge selectedItem id userLabel customClass customModule
@preferredSymbolConfiguration: key scale weight
@progressIndicator: hidden wantsLayer horizontalHuggingPriority verticalHuggingPriority misplaced ambiguous minValue maxValue doubleValue displayedWhenStopped bezeled indeterminate controlSize style translatesAutoresizingMaskIntoConstraints id
@progressView: opaque contentMode verticalHuggingPriority fixedFrame progress progressImage trackImage translatesAutoresizingMaskIntoConstraints id
@range: key location length
@real: key value
@rect: key x y width height
@ruleEditor: nestingMode canRemoveAllRows rowHeight id customClass
@sceneKitView: clipsSubviews multipleTouchEnabled contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@scrollView: identifier verifyAmbiguity fixedFrame focusRingType misplaced clipsSubviews multipleTouchEnabled borderType contentMode showsHorizontalScrollIndicator showsVerticalScrollIndicator ambiguous autohidesScrollers horizontalLineScroll horizontalPageScroll verticalLineScroll verticalPageScroll hasHorizontalScroller hasVerticalScroller usesPredominantAxisScrolling horizontalScrollElasticity verticalScrollElasticity translatesAutoresizingMaskIntoConstraints id customClass customModule customModuleProvider userLabel
@scroller: key hidden wantsLayer verticalHuggingPriority arrowsPosition doubleValue controlSize horizontal id
@searchBar: contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@searchField: wantsLayer hidden focusRingType verticalHuggingPriority id
@searchFieldCell: key controlSize scrollable lineBreakMode selectable editable enabled sendsActionOnEndEditing borderStyle focusRingType placeholderString usesSingleLineMode bezelStyle sendsSearchStringImmediately sendsWholeSearchString maximumRecents recentsAutosaveName id
@secureTextField: key focusRingType verticalHuggingPriority translatesAutoresizingMaskIntoConstraints id
@secureTextFieldCell: key scrollable lineBreakMode selectable editable sendsActionOnEndEditing borderStyle placeholderString drawsBackground usesSingleLineMode id
@segment: title label toolTip image catalog width selected enabled tag
@segmentedCell: key controlSize state borderStyle alignment style trackingMode id
@segmentedControl: opaque horizontalHuggingPriority contentMode fixedFrame verticalHuggingPriority contentHorizontalAlignment contentVerticalAlignment segmentControlStyle selectedSegmentIndex translatesAutoresizingMaskIntoConstraints id
@segue: reference destination kind unwindAction identifier modalPresentationStyle modalTransitionStyle relationship destinationCreationSelector id
@separator: alignment id
@simulatedNavigationBarMetrics: key translucent prompted
@simulatedStatusBarMetrics: key statusBarStyle
@simulatedToolbarMetrics: key translucent
@size: key width height
@skView: contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@slider: opaque contentMode fixedFrame contentHorizontalAlignment contentVerticalAlignment value minValue maxValue continuous minimumValueImage maximumValueImage translatesAutoresizingMaskIntoConstraints id customClass customModule customModuleProvider
@sortDescriptor: key selector sortKey
@splitView: key misplaced identifier wantsLayer autosaveName dividerStyle vertical id customClass
@splitViewController: storyboardIdentifier extendedLayoutIncludesOpaqueBars allowDoubleColumnStyle preferredDisplayMode behavior primaryBackgroundStyle id customClass customModule customModuleProvider sceneMemberID
@splitViewItem: canCollapse holdingPriority behavior id
@spriteKitScene: width height alignment verticalAlignment scene id
@stackView: opaque userInteractionEnabled contentMode horizontalHuggingPriority horizontalCompressionResistancePriority fixedFrame axis distribution orientation alignment spacing horizontalStackHuggingPriority verticalStackHuggingPriority detachesHiddenViews translatesAutoresizingMaskIntoConstraints id userLabel
@state: key title image backgroundImage catalog
@stepper: opaque contentMode horizontalHuggingPriority verticalHuggingPriority fixedFrame contentHorizontalAlignment contentVerticalAlignment value minimumValue maximumValue stepValue translatesAutoresizingMaskIntoConstraints id customClass customModule
@stepperCell: key controlSize continuous enabled alignment increment minValue maxValue doubleValue valueWraps id
@string: key base64-UTF8
@switch: opaque contentMode horizontalHuggingPriority verticalHuggingPriority fixedFrame ambiguous controlSize contentHorizontalAlignment contentVerticalAlignment on baseWritingDirection alignment state translatesAutoresizingMaskIntoConstraints id userLabel
@tabBar: key contentMode insetsLayoutMarginsFromSafeArea fixedFrame translatesAutoresizingMaskIntoConstraints id
@tabBarController: id sceneMemberID
@tabBarItem: systemItem key enabled title image catalog id
@tabView: misplaced allowsTruncatedLabels controlSize type initialItem id
@tabViewItem: label identifier id
@table: alignment spacing id
@tableCellView: identifier id customClass customModule customModuleProvider
@tableColumn: identifier editable width minWidth maxWidth headerToolTip id
@tableColumnResizingMask: key resizeWithTable userResizable
@tableHeaderCell: key lineBreakMode enabled borderStyle alignment title
@tableHeaderView: key wantsLayer id
@tableRow: identifier selectable id customClass customModule
@tableView: identifier key opaque focusRingType clipsSubviews clearsContextBeforeDrawing verticalHuggingPriority allowsExpansionToolTips columnAutoresizingStyle tableStyle selectionHighlightStyle contentMode misplaced fixedFrame alternatingRowBackgroundColors columnReordering columnSelection columnResizing multipleSelection emptySelection autosaveName autosaveColumns enabled typeSelect alwaysBounceVertical scrollEnabled keyboardDismissMode dataMode style separatorStyle allowsSelection allowsSelectionDuringEditing rowHeight rowSizeStyle estimatedRowHeight headerView viewBased sectionHeaderHeight estimatedSectionHeaderHeight sectionFooterHeight estimatedSectionFooterHeight translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule customModuleProvider
@tableViewCell: clipsSubviews userInteractionEnabled tag contentMode misplaced restorationIdentifier preservesSuperviewLayoutMargins layoutMarginsFollowReadableWidth selectionStyle accessoryType hidesAccessoryWhenEditing indentationLevel indentationWidth reuseIdentifier textLabel detailTextLabel rowHeight style id userLabel customClass customModule customModuleProvider
@tableViewCellContentView: key opaque clipsSubviews multipleTouchEnabled contentMode ambiguous preservesSuperviewLayoutMargins insetsLayoutMarginsFromSafeArea tableViewCell id
@tableViewController: storyboardIdentifier useStoryboardIdentifierAsRestorationIdentifier clearsSelectionOnViewWillAppear title hidesBottomBarWhenPushed id userLabel customClass customModule customModuleProvider sceneMemberID
@tableViewGridLines: key vertical
@tableViewSection: headerTitle footerTitle id userLabel colorLabel
@tapGestureRecognizer: reference numberOfTapsRequired cancelsTouchesInView id userLabel
@textField: wantsLayer hidden key toolTip opaque clipsSubviews focusRingType contentMode horizontalHuggingPriority contentHorizontalAlignment contentVerticalAlignment text placeholder textAlignment adjustsFontSizeToFit adjustsFontForContentSizeCategory verticalHuggingPriority contentType misplaced horizontalCompressionResistancePriority allowsExpansionToolTips allowsCharacterPickerTouchBarItem setsMaxLayoutWidthAtFirstLayout verticalCompressionResistancePriority preferredMaxLayoutWidth fixedFrame textCompletion borderStyle minimumFontSize clearButtonMode translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule customModuleProvider
@textFieldCell: key controlSize scrollable lineBreakMode truncatesLastVisibleLine selectable refusesFirstResponder editable continuous enabled allowsUndo sendsActionOnEndEditing state borderStyle focusRingType alignment title bezelStyle allowsEditingTextAttributes placeholderString drawsBackground usesSingleLineMode id customClass
@textInputTraits: key secureTextEntry autocorrectionType spellCheckingType returnKeyType enablesReturnKeyAutomatically autocapitalizationType keyboardType smartDashesType smartInsertDeleteType smartQuotesType textContentType
@textTab: alignment location
@textView: focusRingType wantsLayer clipsSubviews multipleTouchEnabled contentMode fixedFrame bounces text scrollEnabled showsHorizontalScrollIndicator showsVerticalScrollIndicator bouncesZoom editable usesAttributedText textAlignment drawsBackground allowsEditingTextAttributes importsGraphics richText horizontallyResizable findStyle allowsDocumentBackgroundColorChange continuousSpellChecking allowsUndo usesRuler usesFontPanel verticallyResizable incrementalSearchingEnabled allowsCharacterPickerTouchBarItem textCompletion allowsNonContiguousLayout quoteSubstitution translatesAutoresizingMaskIntoConstraints spellingCorrection dashSubstitution smartInsertDelete id customClass customModule customModuleProvider
@toolbar: key opaque clearsContextBeforeDrawing contentMode insetsLayoutMarginsFromSafeArea fixedFrame translucent translatesAutoresizingMaskIntoConstraints id customClass customModule customModuleProvider
@treeController: mode entityName fetchPredicateFormat automaticallyPreparesContent childrenKeyPath id
@userDefaultsController: representsSharedInstance id userLabel
@userDefinedRuntimeAttribute: type keyPath value catalog
@userLayoutGuide: location affinity
@value: key type width height
@variation: key constant spacing widthAdjustment height radius width
@view: alpha hidden autoresizesSubviews verifyAmbiguity key focusRingType wantsLayer opaque identifier clipsSubviews multipleTouchEnabled contentMode fixedFrame ambiguous horizontalHuggingPriority misplaced verticalHuggingPriority horizontalCompressionResistancePriority verticalCompressionResistancePriority placeholderIntrinsicWidth insetsLayoutMarginsFromSafeArea placeholderIntrinsicHeight translatesAutoresizingMaskIntoConstraints id userLabel customClass customModule customModuleProvider
@viewController: autoresizesArchivedViewToFullSize hidesBottomBarWhenPushed title storyboardIdentifier extendedLayoutIncludesOpaqueBars definesPresentationContext providesPresentationContextTransitionStyle useStoryboardIdentifierAsRestorationIdentifier showSeguePresentationStyle modalPresentationStyle id userLabel customClass customModule customModuleProvider sceneMemberID
@viewControllerLayoutGuide: type id
@viewControllerPlaceholder: storyboardName referencedIdentifier bundleIdentifier id sceneMemberID
@viewLayoutGuide: key id
@visualEffectView: wantsLayer opaque clipsSubviews blendingMode material state contentMode fixedFrame translatesAutoresizingMaskIntoConstraints id
@webPreferences: key defaultFontSize defaultFixedFontSize minimumFontSize
@window: key identifier title separatorStyle allowsToolTipsWhenApplicationIsInactive autorecalculatesKeyViewLoop deferred restorable hidesOnDeactivate oneShot releasedWhenClosed wantsToBeColor showsToolbarButton visibleAtLaunch frameAutosaveName animationBehavior titlebarAppearsTransparent tabbingMode toolbarStyle titleVisibility id userLabel customClass
@windowCollectionBehavior: key fullScreenPrimary fullScreenAuxiliary
@windowController: storyboardIdentifier showSeguePresentationStyle id customClass customModule customModuleProvider sceneMemberID
@windowPositionMask: key leftStrut rightStrut topStrut bottomStrut
@windowStyleMask: key titled closable miniaturizable resizable fullSizeContentView unifiedTitleAndToolbar utility HUD nonactivatingPanel
@wkWebView: wantsLayer opaque contentMode fixedFrame allowsBackForwardNavigationGestures allowsLinkPreview translatesAutoresizingMaskIntoConstraints id
@wkWebViewConfiguration: key allowsAirPlayForMediaPlayback allowsPictureInPictureMediaPlayback
>accessibility: accessibilityTraits[traits] bool[isElement]
>activityIndicatorView: rect[frame] autoresizingMask[autoresizingMask]
>application: menu[mainMenu] connections
>arrayController: declaredKeys connections
>attributes: color[NSColor] font[NSFont] font[NSOriginalFont] paragraphStyle[NSParagraphStyle]
>barButtonItem: button[customView] view[customView] userDefinedRuntimeAttributes connections
>box: rect[frame] autoresizingMask[autoresizingMask] view[contentView] color[borderColor] color[fillColor] font[titleFont]
>button: group[contentGroup] rect[frame] autoresizingMask[autoresizingMask] color[backgroundColor] accessibility[accessibilityConfiguration] fontDescription[font] buttonCell[cell] attributedString[userComments] constraints color[contentTintColor] fontDescription[fontDescription] inset[contentEdgeInsets] color[tintColor] inset[imageEdgeInsets] state[normal] state[selected] state[highlighted] userDefinedRuntimeAttributes connections
>buttonCell: behavior[behavior] font[font] accessibility string[keyEquivalent] modifierMask[keyEquivalentModifierMask]
>cells: column collectionViewCell tableViewCell
>clipView: rect[frame] autoresizingMask[autoresizingMask] subviews nil[backgroundColor] color[backgroundColor]
>collectionReusableView: rect[frame] autoresizingMask[autoresizingMask] viewLayoutGuide[safeArea] point[canvasLocation]
>collectionView: rect[frame] autoresizingMask[autoresizingMask] color[backgroundColor] collectionViewFlowLayout[collectionViewLayout] cells collectionReusableView[sectionHeaderView] collectionReusableView[sectionFooterView] connections
>collectionViewCell: rect[frame] autoresizingMask[autoresizingMask] collectionViewCellContentView[contentView] view[contentView] viewLayoutGuide[safeArea] color[backgroundColor] color[tintColor] constraints point[canvasLocation] size[customSize] connections
>collectionViewCellContentView: rect[frame] autoresizingMask[autoresizingMask] subviews viewLayoutGuide[safeArea] constraints
>collectionViewController: collectionView[view] navigationItem[navigationItem]
>collectionViewFlowLayout: size[itemSize] size[headerReferenceSize] size[footerReferenceSize] inset[sectionInset]
>comboBox: rect[frame] autoresizingMask[autoresizingMask] comboBoxCell[cell] connections
>comboBoxCell: font[font] color[textColor] color[backgroundColor] connections objectValues
>connections: accessibilityConnection action binding outlet outletCollection segue
>containerView: rect[frame] constraints connections
>controller: items variation[device=watch38mm] connections
>customView: rect[frame] autoresizingMask[autoresizingMask] userGuides subviews constraints connections point[canvasLocation]
>dependencies: deployment development plugIn capability
>dictionary: bool[NSConditionallySetsEditable] bool[NSAllowsEditingMultipleValuesSelection] bool[NSConditionallySetsEnabled] bool[NSContinuouslyUpdatesValue] string[NSNoSelectionPlaceholder] string[NSNotApplicablePlaceholder] integer[NSMultipleValuesPlaceholder] string[NSNullPlaceholder] integer[NSNoSelectionPlaceholder] integer[NSNotApplicablePlaceholder] integer[NSNullPlaceholder] bool[NSRaisesForNotApplicableKeys] bool[NSValidatesImmediately] string[NSValueTransformerName]
>document: device dependencies scenes designables inferredMetricsTieBreakers objects resources
>fragment: string[content] attributes
>glkView: rect[frame] autoresizingMask[autoresizingMask]
>gridCell: secureTextField[contentView] textField[contentView]
>gridView: rect[frame] rows columns gridCells
>group: items variation[device=watch42mm] variation[device=watch40mm] variation[device=watch41mm] color[backgroundColor] edgeInsets[margins] variation[device=watch38mm] variation[device=watch44mm] variation[device=watch45mm]
>imageView: rect[frame] accessibility[accessibilityConfiguration] autoresizingMask[autoresizingMask] color[tintColor] constraints preferredSymbolConfiguration[preferredSymbolConfiguration] imageCell[cell] connections
>items: tabBarItem navigationItem barButtonItem tableRow imageView button group table menuItem label
>label: rect[frame] color[backgroundColor] accessibility[accessibilityConfiguration] autoresizingMask[autoresizingMask] string[text] constraints attributedString[attributedText] fontDescription[fontDescription] color[textColor] color[highlightedColor] fontDescription[font] nil[textColor] nil[highlightedColor] variation[heightClass=regular-widthClass=compact] variation[default] point[canvasLocation] userDefinedRuntimeAttributes
>mapView: rect[frame] autoresizingMask[autoresizingMask]
>matrix: rect[frame] autoresizingMask[autoresizingMask] color[backgroundColor] size[cellSize] size[intercellSpacing] buttonCell[prototype] cells
>menu: userDefinedRuntimeAttributes items connections
>menuItem: attributedString[attributedTitle] string[keyEquivalent] modifierMask[keyEquivalentModifierMask] attributedString[userComments] menu[submenu] connections
>navigationBar: rect[frame] autoresizingMask[autoresizingMask] textAttributes[titleTextAttributes] items
>navigationController: tabBarItem[tabBarItem] nil[simulatedTopBarMetrics] nil[simulatedBottomBarMetrics] navigationBar[navigationBar] toolbar[toolbar] connections
>navigationItem: rightBarButtonItems barButtonItem[backBarButtonItem] barButtonItem[leftBarButtonItem] barButtonItem[rightBarButtonItem]
>notificationController: items notificationCategory[notificationCategory] connections
>numberFormatter: real[roundingIncrement] nil[negativeInfinitySymbol] nil[positiveInfinitySymbol] real[minimum] metadata real[maximum]
>objects: application windowController tabBarController splitViewController notificationController hostingController collectionViewController viewControllerPlaceholder navigationController controller tableViewController viewController placeholder customObject scrollView window arrayController view tapGestureRecognizer stackView tableViewCell collectionViewCell collectionReusableView customView userDefaultsController menu
>outlineView: rect[frame] autoresizingMask[autoresizingMask] size[intercellSpacing] color[backgroundColor] color[gridColor] tableColumns connections
>popUpButton: rect[frame] autoresizingMask[autoresizingMask] popUpButtonCell[cell] constraints connections
>popUpButtonCell: behavior[behavior] font[font] string[keyEquivalent] modifierMask[keyEquivalentModifierMask] menu[menu] connections
>progressIndicator: rect[frame] constraints autoresizingMask[autoresizingMask]
>progressView: rect[frame] constraints color[progressTintColor] color[trackTintColor]
>resources: image namedColor systemColor
>ruleEditor: rect[frame] autoresizingMask[autoresizingMask] connections
>scene: objects point[canvasLocation]
>scrollView: rect[frame] color[backgroundColor] subviews autoresizingMask[autoresizingMask] clipView[contentView] constraints viewLayoutGuide[contentLayoutGuide] viewLayoutGuide[frameLayoutGuide] scroller[horizontalScroller] scroller[verticalScroller] tableHeaderView[headerView] connections
>scroller: rect[frame] autoresizingMask[autoresizingMask]
>searchBar: rect[frame] autoresizingMask[autoresizingMask] textInputTraits[textInputTraits] connections
>searchField: rect[frame] autoresizingMask[autoresizingMask] searchFieldCell[cell] connections
>searchFieldCell: font[font] color[textColor] color[backgroundColor]
>secureTextField: rect[frame] constraints autoresizingMask[autoresizingMask] secureTextFieldCell[cell]
>secureTextFieldCell: font[font] color[textColor] color[backgroundColor] allowedInputSourceLocales
>segmentedCell: font[font] segments
>segmentedControl: rect[frame] autoresizingMask[autoresizingMask] segments segmentedCell[cell] connections
>slider: rect[frame] color[thumbTintColor] connections
>splitView: rect[frame] autoresizingMask[autoresizingMask] subviews holdingPriorities connections
>stackView: rect[frame] autoresizingMask[autoresizingMask] subviews color[backgroundColor] viewLayoutGuide[safeArea] constraints point[canvasLocation]
>state: color[titleColor] color[titleShadowColor]
>stepper: rect[frame] autoresizingMask[autoresizingMask] stepperCell[cell] connections
>subviews: webView matrix slider ruleEditor outlineView tabView splitView searchField stackView gridView box progressIndicator customView imageView label textField comboBox switch button secureTextField segmentedControl containerView activityIndicatorView progressView stepper collectionView popUpButton textView pickerView scrollView visualEffectView tableView view wkWebView tabBar navigationBar toolbar
>switch: rect[frame] autoresizingMask[autoresizingMask] constraints color[onTintColor] connections
>tabBar: rect[frame] autoresizingMask[autoresizingMask] color[backgroundColor] items
>tabBarController: tabBar[tabBar] connections
>tabView: rect[frame] autoresizingMask[autoresizingMask] font[font] tabViewItems connections
>tableCellView: rect[frame] autoresizingMask[autoresizingMask] subviews constraints connections
>tableColumn: tableHeaderCell[headerCell] popUpButtonCell[dataCell] comboBoxCell[dataCell] buttonCell[dataCell] textFieldCell[dataCell] sortDescriptor[sortDescriptorPrototype] tableColumnResizingMask[resizingMask] connections prototypeCellViews
>tableHeaderCell: font[font] color[textColor] color[backgroundColor]
>tableHeaderView: rect[frame] autoresizingMask[autoresizingMask] connections
>tableRow: group[rootItem] connections
>tableView: rect[frame] autoresizingMask[autoresizingMask] color[tintColor] view[tableFooterView] size[intercellSpacing] color[separatorColor] view[tableHeaderView] color[backgroundColor] tableViewGridLines[gridStyleMask] prototypes sections color[gridColor] tableColumns connections
>tableViewCell: rect[frame] autoresizingMask[autoresizingMask] tableViewCellContentView[contentView] userDefinedRuntimeAttributes constraints inset[separatorInset] color[backgroundColor] color[tintColor] accessibility[accessibilityConfiguration] listContentConfiguration[contentConfiguration] connections point[canvasLocation]
>tableViewCellContentView: rect[frame] autoresizingMask[autoresizingMask] subviews color[backgroundColor] constraints edgeInsets[layoutMargins]
>tableViewController: tableView[view] toolbarItems navigationItem[navigationItem] userDefinedRuntimeAttributes simulatedNavigationBarMetrics[simulatedTopBarMetrics] simulatedToolbarMetrics[simulatedBottomBarMetrics] connections
>tableViewSection: cells attributedString[userComments]
>textField: rect[frame] color[backgroundColor] autoresizingMask[autoresizingMask] string[toolTip] accessibility[accessibilityConfiguration] color[textColor] constraints fontDescription[fontDescription] textInputTraits[textInputTraits] point[canvasLocation] textFieldCell[cell] userDefinedRuntimeAttributes connections
>textFieldCell: numberFormatter[formatter] font[font] string[title] color[textColor] color[backgroundColor] connections
>textView: rect[frame] autoresizingMask[autoresizingMask] color[textColor] color[backgroundColor] constraints string[text] size[minSize] fontDescription[fontDescription] size[maxSize] attributedString[textStorage] textInputTraits[textInputTraits] point[canvasLocation] color[insertionPointColor] connections
>toolbar: rect[frame] constraints autoresizingMask[autoresizingMask] items color[tintColor] color[barTintColor]
>userDefinedRuntimeAttribute: rect[value] range[value] point[value] color[value] integer[value] real[value]
>variation: fontDescription[fontDescription] mask[constraints]
>view: rect[frame] autoresizingMask[autoresizingMask] userGuides subviews color[backgroundColor] color[tintColor] gestureRecognizers accessibility[accessibilityConfiguration] viewLayoutGuide[safeArea] constraints nil[simulatedTopBarMetrics] variation[default] nil[simulatedStatusBarMetrics] userDefinedRuntimeAttributes nil[simulatedBottomBarMetrics] freeformSimulatedSizeMetrics[simulatedDestinationMetrics] connections point[canvasLocation]
>viewController: customView[view] layoutGuides view[view] extendedEdge[edgesForExtendedLayout] nil[simulatedTopBarMetrics] tabBarItem[tabBarItem] toolbarItems nil[simulatedBottomBarMetrics] navigationItem[navigationItem] simulatedNavigationBarMetrics[simulatedTopBarMetrics] freeformSimulatedSizeMetrics[simulatedDestinationMetrics] size[freeformSize] simulatedToolbarMetrics[simulatedBottomBarMetrics] connections
>visualEffectView: rect[frame] view[contentView] subviews constraints blurEffect
>webView: rect[frame] autoresizingMask[autoresizingMask] webPreferences[preferences] connections
>window: windowStyleMask[styleMask] windowCollectionBehavior[collectionBehavior] windowPositionMask[initialPositionMask] rect[contentRect] rect[screenRect] value[minSize] value[maxSize] view[contentView] connections point[canvasLocation]
>windowController: window[window] connections
>wkWebView: rect[frame] wkWebViewConfiguration[configuration]
>wkWebViewConfiguration: audiovisualMediaTypes[mediaTypesRequiringUserActionForPlayback] wkPreferences[preferences]
"""#
}
