*** Settings ***
Documentation     Add Init Script runs before the page's own scripts, in every new document
...               of the instance and its iframes; Add Script Tag and Add Style Tag change
...               the current document only.
Resource          ../resources/common.resource
Suite Setup       Create Instance    before-the-page
Suite Teardown    Destroy Instance    before-the-page


*** Test Cases ***
The Next Page And Its Iframe See The Init Script
    ${id} =    Add Init Script    Date.now = () => 0
    Open Test Page    before-load.html
    Get Text    id=now    ==    0
    ${frame} =    Evaluate JavaScript
    ...    () => document.getElementById('child').contentDocument.getElementById('frame-now').textContent
    Should Be Equal    ${frame}[result]    0
    [Teardown]    Remove Init Script    ${id}

A Removed Init Script No Longer Runs
    ${id} =    Add Init Script    window.testFlag = 'set'
    Open Test Page    before-load.html
    Get Text    id=flag    ==    set
    Remove Init Script    ${id}
    Reload
    Get Text    id=flag    ==    null

An Init Script From A File
    ${file} =    Set Variable    ${OUTPUT DIR}${/}flag.js
    Create File    ${file}    window.testFlag = 'from a file'
    ${id} =    Add Init Script    path=${file}
    Open Test Page    before-load.html
    Get Text    id=flag    ==    from a file
    [Teardown]    Remove Init Script    ${id}

Bad Init Script Input Names The Argument
    Run Keyword And Expect Error    invalid_params: path '${CURDIR}${/}missing.js' does not exist
    ...    Add Init Script    path=${CURDIR}${/}missing.js
    Run Keyword And Expect Error    invalid_params: give exactly one of 'script' and 'path'; got none
    ...    Add Init Script
    Run Keyword And Expect Error    invalid_params: argument 'id' must be the id of an init script*
    ...    Remove Init Script    init-none

Script And Style Tags Change The Current Document
    Open Test Page    before-load.html
    Add Script Tag    document.getElementById('flag').textContent = 'tagged'
    Get Text    id=flag    ==    tagged
    Add Style Tag    \#styled { visibility: hidden; }
    Get Element States    id=styled    contains    hidden
    Reload
    Get Text    id=flag    ==    null
    Get Element States    id=styled    contains    visible
    Run Keyword And Expect Error    evaluation_failed: the page did not take the script tag*
    ...    Add Script Tag    url=missing-helper.js
