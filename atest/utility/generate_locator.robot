*** Settings ***
Documentation     Generate Locator on util-locators.html: every kind of the priority list,
...               duplicates that need nth, same-origin, nested and cross-origin iframes,
...               explicit frames and pages, durability across reloads, and the errors.
Resource          ../resources/common.resource
Suite Setup       Create Instance    utility-locators
Test Setup        Open Locator Page


*** Test Cases ***
Every Kind Of The Priority List
    [Template]    Locator Of Mark Should Be
    testid                    internal:testid=[data-testid="save-draft"s]               get_by_test_id('save-draft')
    role-button               internal:role=button[name="Submit"i]                      get_by_role("button", name='Submit')
    role-description          internal:role=button[name="×"i][description="Close panel"i]    get_by_role("button", name='×', description='Close panel')
    label-aria                internal:label="Unique help"i                             get_by_label('Unique help')
    label-over-placeholder    internal:label="Coupon"s                                  get_by_label('Coupon', exact=True)
    placeholder               internal:attr=[placeholder="Find products"i]              get_by_placeholder('Find products')
    alt                       internal:attr=[alt="Red logo"i]                           get_by_alt_text('Red logo')
    title                     internal:attr=[title="Status light"i]                     get_by_title('Status light')
    title-over-text           internal:attr=[title="Help tooltip"i]                     get_by_title('Help tooltip')
    text                      internal:text="Some unique paragraph text"i               get_by_text('Some unique paragraph text')
    css-select                \#size                                                    locator('#size')

Duplicates Keep Nth And Stay A Raw Locator
    ${ref} =    Ref Of Mark    same-1
    ${loc} =    Generate Locator    ${ref}
    Should Be Equal    ${loc}[internal_selector]    internal:role=button[name="Same"i] >> nth=1
    Should Be Equal    ${loc}[python_syntax]    locator('internal:role=button[name="Same"i] >> nth=1')
    Should Be Equal    ${loc}[ref]    ${ref}
    Should Be Equal    ${loc}[selector]    ${None}

Result Names The Page And The Frame
    ${ref} =    Ref Of Mark    role-button
    ${loc} =    Generate Locator    ${ref}    element=Submit button
    ${frames} =    Frames
    Should Be Equal    ${loc}[page_id]    ${frames}[page_id]
    Should Be Equal    ${loc}[frame_id]    ${frames}[main_frame_id]

Iframe Elements Keep Their Frame Chain
    ${snap} =    Snapshot
    ${grand} =    Ref In    ${snap}[snapshot]    button "Grand button"
    ${loc} =    Generate Locator    ${grand}
    Should Contain X Times    ${loc}[internal_selector]    >> internal:control=enter-frame >>    2
    Should Be Equal    ${loc}[python_syntax]    locator('${loc}[internal_selector]')
    ${mark} =    Evaluate JavaScript    e => e.dataset.mark    ref=${loc}[internal_selector]
    Should Be Equal    ${mark}[result]    grand-button

Cross Origin Frame Elements Are Found Again
    ${cross} =    Frame Id By Url End    util-frame-child.html?cross
    ${local} =    Snapshot    frame_id=${cross}
    ${ref} =    Ref In    ${local}[snapshot]    button "Save"
    ${page_wide} =    Generate Locator    ${ref}
    Should Start With    ${page_wide}[internal_selector]    iframe[name="cross"] >> internal:control=enter-frame >>
    ${where} =    Evaluate JavaScript    e => location.href    ref=${page_wide}[internal_selector]
    Should Start With    ${where}[result]    ${CROSS_URL}

An Explicit Frame Gives A Frame Local Locator
    ${cross} =    Frame Id By Url End    util-frame-child.html?cross
    ${local} =    Snapshot    frame_id=${cross}
    ${ref} =    Ref In    ${local}[snapshot]    button "Child button"
    ${loc} =    Generate Locator    ${ref}    frame_id=${cross}
    Should Be Equal    ${loc}[internal_selector]    internal:role=button[name="Child button"i]
    Should Be Equal    ${loc}[python_syntax]    get_by_role("button", name='Child button')
    Should Be Equal    ${loc}[frame_id]    ${cross}
    Click    ${loc}[internal_selector]    frame_id=${cross}
    ${clicked} =    Evaluate JavaScript    () => document.activeElement.textContent    frame_id=${cross}
    Should Be Equal    ${clicked}[result]    Child button

An Explicit Page Keeps The Selected Tab
    ${ref} =    Ref Of Mark    role-button
    ${frames} =    Frames
    ${other} =    Tabs New
    TRY
        ${loc} =    Generate Locator    ${ref}    page_id=${frames}[page_id]
        Should Be Equal    ${loc}[internal_selector]    internal:role=button[name="Submit"i]
        Should Be Equal    ${loc}[page_id]    ${frames}[page_id]
        ${now} =    Frames
        Should Be Equal    ${now}[page_id]    ${other}[page_id]
    FINALLY
        Tabs Close    page_id=${other}[page_id]
    END

Selector Mode Passes The Selector Through
    ${loc} =    Generate Locator    selector=\#main
    Should Be Equal    ${loc}[internal_selector]    \#main
    Should Be Equal    ${loc}[python_syntax]    locator('#main')
    Should Be Equal    ${loc}[ref]    ${None}
    Should Be Equal    ${loc}[selector]    \#main

Generated Locators Drive Element Keywords After A Reload
    ${marks} =    Create List    testid    same-1    label-over-placeholder    title-over-text    alt    css-select
    ${selectors} =    Create Dictionary
    FOR    ${mark}    IN    @{marks}
        ${ref} =    Ref Of Mark    ${mark}
        ${loc} =    Generate Locator    ${ref}
        Set To Dictionary    ${selectors}    ${mark}=${loc}[internal_selector]
    END
    Open Locator Page
    FOR    ${mark}    IN    @{marks}
        ${found} =    Evaluate JavaScript    e => e.dataset.mark    ref=${selectors}[${mark}]
        Should Be Equal    ${found}[result]    ${mark}
    END
    Click    ${selectors}[same-1]
    ${clicked} =    Evaluate JavaScript    window.lastClicked
    Should Be Equal    ${clicked}[result]    same-1
    Verify Element Visible    ${selectors}[testid]

Exactly One Of Ref Or Selector
    Run Keyword And Expect Error    invalid_params: give exactly one of 'ref'*got neither    Generate Locator
    Run Keyword And Expect Error    invalid_params: give exactly one of 'ref'*got both    Generate Locator    e1    selector=\#main
    Run Keyword And Expect Error    invalid_params: argument 'ref' must be a snapshot ref*    Generate Locator    \#main
    Run Keyword And Expect Error    invalid_params:*not a valid selector*    Generate Locator    selector=\#main[

An Old Ref Is Stale
    ${ref} =    Ref Of Mark    role-button
    Open Locator Page
    Run Keyword And Expect Error    stale_ref:*take a new snapshot*    Generate Locator    ${ref}

A Pending Dialog Blocks It
    Evaluate JavaScript    () => { setTimeout(() => alert('wait'), 0) }
    Wait Until Keyword Succeeds    5s    0.1s    Dialog Should Be Pending
    Run Keyword And Expect Error    modal_state_blocked:*    Generate Locator    selector=\#main
    Handle Dialog    accept=True

Unknown Targets
    Run Keyword And Expect Error    instance_not_found:*    Generate Locator    selector=p    instance=nobody
    Run Keyword And Expect Error    page_not_found:*    Generate Locator    selector=p    page_id=page-gone
    Run Keyword And Expect Error    frame_not_found:*    Generate Locator    selector=p    frame_id=frame-gone


*** Keywords ***
Open Locator Page
    Open Test Page    util-locators.html?cross=${CROSS_URL}
    ${grand} =    Frame Id By Url End    util-frame-grandchild.html    parent_end=?cross
    Wait For    text=Grand button    frame_id=${grand}
    ${snap} =    Snapshot
    Set Test Variable    ${SNAPSHOT}    ${snap}[snapshot]

Ref In
    [Arguments]    ${snapshot}    ${line}
    ${match} =    Evaluate    __import__('re').search(r'- ' + __import__('re').escape($line) + r'.*?\\[ref=(\\w+)\\]', $snapshot)
    Should Not Be Equal    ${match}    ${None}    no '${line}' in the snapshot
    RETURN    ${match.group(1)}

Ref Of Mark
    [Documentation]    The ref of the first element with data-mark=${mark} in ${SNAPSHOT}.
    [Arguments]    ${mark}
    ${refs} =    Evaluate    __import__('re').findall(r'\\[ref=(\\w+)\\]', $SNAPSHOT)
    FOR    ${ref}    IN    @{refs}
        ${found} =    Evaluate JavaScript    e => e.dataset.mark || ''    ref=${ref}
        IF    $found['result'] == $mark    RETURN    ${ref}
    END
    Fail    no element with data-mark=${mark}

Locator Of Mark Should Be
    [Arguments]    ${mark}    ${internal}    ${python}
    ${ref} =    Ref Of Mark    ${mark}
    ${loc} =    Generate Locator    ${ref}
    Should Be Equal    ${loc}[internal_selector]    ${internal}
    Should Be Equal    ${loc}[python_syntax]    ${python}
    ${found} =    Evaluate JavaScript    e => e.dataset.mark    ref=${loc}[internal_selector]
    Should Be Equal    ${found}[result]    ${mark}

Frame Id By Url End
    [Arguments]    ${end}    ${parent_end}=${None}
    ${frames} =    Frames
    ${by_id} =    Evaluate    {f['frame_id']: f for f in $frames['frames']}
    FOR    ${frame}    IN    @{frames}[frames]
        ${parent} =    Evaluate    $by_id.get($frame['parent_frame_id'], {}).get('url', '')
        IF    $frame['url'].endswith($end) and ($parent_end is None or $parent.endswith($parent_end))
            RETURN    ${frame}[frame_id]
        END
    END
    Fail    no frame whose URL ends with ${end}

Dialog Should Be Pending
    ${snap} =    Snapshot
    Should Not Be Equal    ${snap}[modal]    ${None}
