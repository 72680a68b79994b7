*** Settings ***
Documentation     auto_close=test with instances that share the suite's browser: each
...               test gets a fresh context (no cookie of the test before), destroyed
...               when the test ends, while the browser lives on.
Library           CamoufoxLibrary    auto_close=test
Suite Setup       Create Instance    browser-owner


*** Test Cases ***
First Test Leaves A Cookie
    Create Instance    per-test    browser_of=browser-owner
    Navigate    ${URL}/index.html
    Evaluate JavaScript    document.cookie = "left=behind; path=/"
    ${cookies} =    Get Cookies
    Length Should Be    ${cookies}[cookies]    1

Second Test Starts Clean
    ${result} =    List Instances
    Should Be Equal    ${{ [i['instance'] for i in $result['instances']] }}    ${{ ['browser-owner'] }}
    Create Instance    per-test    browser_of=browser-owner
    Navigate    ${URL}/index.html
    ${cookies} =    Get Cookies
    Should Be Empty    ${cookies}[cookies]
