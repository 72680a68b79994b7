*** Settings ***
Documentation     A failing keyword's message is the library's own words; Playwright's
...               account of the failure (its call, its timeout, its call log: the
...               envelope's ``cause``) is in the log at DEBUG, never in the message.
Resource          ../resources/common.resource
Library           ../resources/LogMessages.py
Suite Setup       Run Keywords    Create Instance    causes
...               AND    Set Log Level    DEBUG
Suite Teardown    Destroy Instance    causes
Test Setup        Run Keywords    Open Test Page    waits.html?after=600000
...               AND    Set Camoufox Timeout    1s
...               AND    Clear Logged Messages
Test Teardown     Set Camoufox Timeout    10s


*** Variables ***
# What only Playwright writes: its name, its timeouts, its API calls ("Locator.click: ").
${PLAYWRIGHT WORDS}    Playwright|Timeout \\d+(\\.\\d+)?ms exceeded|\\b[A-Z][A-Za-z]*\\.[a-z_]+: |Call log


*** Test Cases ***
An Action That Times Out Says Why In Our Words
    ${message} =    Run Keyword And Expect Error
    ...    operation_timeout: `Click`: 'id=submit' (1 match) stayed disabled for * s: its disabled attribute
    ...    Click    id=submit
    Should Have No Playwright Words    ${message}
    Playwright's Account Should Be Logged    operation_timeout    Locator.click: Timeout \\d+

A Wait That Times Out Says Why In Our Words
    ${message} =    Run Keyword And Expect Error
    ...    wait_timeout: text 'Never there' did not become visible within * s
    ...    Wait For    text=Never there
    Should Have No Playwright Words    ${message}
    Playwright's Account Should Be Logged    wait_timeout    Locator.wait_for: Timeout \\d+

A Typed Field That Times Out Says Why In Our Words
    [Documentation]    The issue's case: Type waits for an editable element with
    ...    ElementHandle.wait_for_element_state, whose timeout ended the message.
    ${message} =    Run Keyword And Expect Error
    ...    operation_timeout: `Type`: 'id=name' (1 match) stayed read-only for * s: its readonly attribute
    ...    Type    id=name    x
    Should Have No Playwright Words    ${message}
    Playwright's Account Should Be Logged    operation_timeout    \\w+\\.\\w+: Timeout \\d+


*** Keywords ***
Should Have No Playwright Words
    [Arguments]    ${message}
    Should Not Match Regexp    ${message}    ${PLAYWRIGHT WORDS}

Playwright's Account Should Be Logged
    [Documentation]    Exactly one DEBUG message of the failure: the error type, then
    ...    Playwright's own text, matching ``pattern``, and its call log.
    [Arguments]    ${error_type}    ${pattern}
    ${logged} =    Logged Messages Matching
    ...    ^${error_type}: Playwright's account of the failure:\\n${pattern}
    Length Should Be    ${logged}    1
    Should Contain    ${logged}[0]    Call log:
