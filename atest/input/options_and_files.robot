*** Settings ***
Documentation     Select Option By Index, Deselect Options and Upload File By Selector.
Resource          input.resource
Suite Setup       Create Instance    input-options
Test Setup        Open Test Page    input.html
Test Teardown     Resolve Pending Modals


*** Test Cases ***
Select Options By Index
    ${result} =    Select Option By Index    id=country    2
    Should Be Equal    ${result}[selected]    ${{ ["se"] }}
    Verify Value    id=country    se
    ${result} =    Select Option By Index    id=topics    1    3
    Should Be Equal    ${result}[selected]    ${{ ["browsers", "robots"] }}
    ${indexes} =    Create List    ${0}    ${2}
    ${result} =    Select Option By Index    id=topics    ${indexes}
    Should Be Equal    ${result}[selected]    ${{ ["testing", "python"] }}
    Page Log Should Be    Log: change:country change:topics change:topics

Indexes Must Fit The Select
    Run Keyword And Expect Error    invalid_params: indexes?0?: 'id=country' has options 0 to 3, got 7
    ...    Select Option By Index    id=country    7
    Run Keyword And Expect Error    invalid_params: indexes?0?: 'id=country''s option 3 ('Closed') is disabled
    ...    Select Option By Index    id=country    3
    Run Keyword And Expect Error    invalid_params:*single-choice <select>; give one index, got 2
    ...    Select Option By Index    id=country    1    2
    Run Keyword And Expect Error    invalid_params: argument 'indexes' must hold at least one index*
    ...    Select Option By Index    id=country
    Run Keyword And Expect Error    invalid_params:*is a <input> element, not a <select>*
    ...    Select Option By Index    id=name    0

Deselect Every Option
    ${result} =    Deselect Options    id=topics
    Should Be Empty    ${result}[selected]
    ${count} =    Evaluate JavaScript    () => document.getElementById('topics').selectedOptions.length
    Should Be Equal As Integers    ${count}[result]    0
    Run Keyword And Expect Error    invalid_params:*not a <select>*    Deselect Options    id=name

Upload Files Without A Chooser
    ${result} =    Upload File By Selector    id=docs    ${PAGES}/index.html    ${PAGES}/input.html
    Length Should Be    ${result}[files]    2
    Get Text    id=files    ==    Files: index.html, input.html
    Upload File By Selector    id=hidden-file    ${PAGES}/second.html
    Get Text    id=files    ==    Files: second.html
    Upload File By Selector    id=hidden-file
    ${count} =    Evaluate JavaScript    () => document.getElementById('hidden-file').files.length
    Should Be Equal As Integers    ${count}[result]    0
    ${snap} =    Snapshot
    Should Be Equal    ${snap}[modal]    ${None}

Upload Errors
    Run Keyword And Expect Error    invalid_params: argument 'paths': the file input takes one file, got 2 paths
    ...    Upload File By Selector    id=avatar    ${PAGES}/index.html    ${PAGES}/second.html
    Run Keyword And Expect Error    invalid_params: paths?0?: file '${PAGES}/missing.pdf' does not exist
    ...    Upload File By Selector    id=avatar    ${PAGES}/missing.pdf
    Run Keyword And Expect Error    invalid_params: argument 'ref': 'id=name' is an <input type=text>, not an <input type=file>*
    ...    Upload File By Selector    id=name    ${PAGES}/index.html
    Set Camoufox Timeout    1.5s
    Run Keyword And Expect Error    operation_timeout:*    Upload File By Selector    id=off-file    ${PAGES}/index.html
    [Teardown]    Set Camoufox Timeout    10s
