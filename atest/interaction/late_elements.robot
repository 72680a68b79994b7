*** Settings ***
Documentation     Actions wait for an element that is not there yet, as Playwright's
...               actionability does: a page that renders its controls 0.8 s after it
...               loads, as after a fetch. A selector that never matches fails with
...               element_not_found at the deadline; a gone ref fails at once.
Resource          ../resources/common.resource
Suite Setup       Create Instance    interaction-late


*** Test Cases ***
Click Waits For Its Element
    Open Test Page    late.html?ms=800
    Click    id=late-button
    Verify Text Visible    Clicked

Hover Waits For Its Element
    Open Test Page    late.html?ms=800
    Hover    id=late-hover
    Verify Text Visible    Hovered

Type Waits For Its Element
    Open Test Page    late.html?ms=800
    Type    id=late-input    abc
    Verify Text Visible    Typed abc

Select Option Waits For Its Element
    Open Test Page    late.html?ms=800
    Select Option    id=late-select    b
    Verify Text Visible    Chose b

Fill Form Waits For Its Fields
    Open Test Page    late.html?ms=800
    &{field} =    Create Dictionary    name=Late    type=textbox    ref=id=late-input    value=xyz
    Fill Form    ${{ [$field] }}
    Verify Text Visible    Typed xyz

Drag Waits For Its Elements
    Open Test Page    late.html?ms=800
    ${drag} =    Drag    id=late-hover    id=late-target
    Should Not Be True    ${drag}[synthetic]

An Element That Never Comes Is Not Found At The Deadline
    Open Test Page    late.html?ms=60000
    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    element_not_found: selector 'id=late-button' matches no element
    ...    Click    id=late-button

A Gone Ref Fails At Once
    Open Test Page    late.html?ms=0
    Verify Text Visible    Rendered
    ${snap} =    Snapshot
    ${ref} =    Set Variable    ${{ re.search(r'button "Late button" \[ref=(\w+)\]', $snap['snapshot']).group(1) }}
    Evaluate JavaScript    document.getElementById('late-button').remove()
    Run Keyword And Expect Error    stale_ref:*    Click    ${ref}
