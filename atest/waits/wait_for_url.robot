*** Settings ***
Documentation     Wait For Url: globs and regular expressions, in-page and real navigations.
Resource          ../resources/common.resource
Suite Setup       Create Instance    url-waits


*** Test Cases ***
A Glob Matches A URL That history.pushState Sets
    Open Test Page    waits.html?after=300
    Click    id=push-orders
    ${result} =    Wait For Url    **/orders/*    timeout=5s
    Should Be Equal    ${result}[url]    ${URL}/orders/42

A Regular Expression After regex:
    Open Test Page    waits.html?after=300
    Click    id=push-orders
    Wait For Url    regex:/orders/\\d+$
    Wait For Url    regex:orders    timeout=0

The URL Of A Navigation A Click Started
    Open Test Page    waits.html?after=300
    Click    id=go-second
    Wait For Url    ${URL}/second.html
    Wait For Url    **/*.html    timeout=0

A Glob Matches The Whole URL
    Open Test Page    waits.html?after=60000
    Run Keyword And Expect Error    wait_timeout:*    Wait For Url    waits.html    timeout=0
    Wait For Url    **/waits.html?after=*    timeout=0
    Wait For Url    http://{localhost,127.0.0.1}:*/waits.html*    timeout=0

A URL That Does Not Come Fails With The URL It Is At
    Open Test Page    waits.html?after=60000
    Run Keyword And Expect Error
    ...    wait_timeout: the URL does not match '**/orders/*' after 0.3 s; it is still ${URL}/waits.html?after=60000
    ...    Wait For Url    **/orders/*    timeout=0.3s

Invalid Patterns And Timeouts
    Run Keyword And Expect Error    invalid_params: argument 'url': '(' is not a valid regular expression*
    ...    Wait For Url    regex:(
    Run Keyword And Expect Error    invalid_params: argument 'url'*    Wait For Url    ${SPACE}
    Run Keyword And Expect Error    invalid_params: argument 'timeout'*    Wait For Url    **    timeout=-1s

A Dialog Blocks The Wait
    [Documentation]    The alert opens 1 s after the click, while the wait runs.
    Open Test Page    waits.html?after=1000
    Click    id=say-hello
    Run Keyword And Expect Error    modal_state_blocked: `Wait For Url` stopped waiting: *Hello*
    ...    Wait For Url    **/never    timeout=8s
    Handle Dialog    accept=True

Unknown Page
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Wait For Url    **    page_id=page-nope
