*** Settings ***
Documentation     Verify Text Visible: case-insensitive substrings in the main frame
...               and every iframe; hidden matches do not hide a visible one.
Resource          verification.resource
Test Setup        Open Verification Page


*** Test Cases ***
Text In The Main Frame
    ${result} =    Verify Text Visible    Verification fixtures
    Should Be Equal    ${result}[text]    Verification fixtures
    Should Be True    ${result}[visible]

Case-Insensitive Substring
    Verify Text Visible    VERIFICATION FIX
    Verify Text Visible    in the open
    Verify Text Visible    QUIET WORDS

Visible Match After A Hidden One
    # The first "Shared phrase" is display:none; a later one is shown.
    Verify Text Visible    Shared phrase

Text In Same-Origin, Nested And Cross-Origin Iframes
    Verify Text Visible    Child frame text
    Verify Text Visible    grandchild only text
    Verify Text Visible    Cross-origin text

Hidden Text Is Verification Failed
    Run Keyword And Expect Error    verification_failed: text 'Secret text' is not visible on any frame of the page (1 match(es) present but hidden)
    ...    Verify Text Visible    Secret text    timeout=0

Missing Text Is Verification Failed
    Run Keyword And Expect Error    verification_failed: text 'Nope' is not visible on any frame of the page
    ...    Verify Text Visible    Nope    timeout=0

Empty Text Is Invalid Params
    Run Keyword And Expect Error    invalid_params: argument 'text' must not be empty
    ...    Verify Text Visible    ${SPACE}

Timeout Waits For The Text
    Navigate    ${URL}/verify-delayed.html?ms=4000
    Run Keyword And Expect Error    verification_failed:*    Verify Text Visible    Arrived later    timeout=0
    Verify Text Visible    Arrived later    timeout=15s

Timeout Runs Out With The Last Failure
    Run Keyword And Expect Error    verification_failed: text 'Never shown' is not visible on any frame of the page (still so after retrying for 0.5 s)
    ...    Verify Text Visible    Never shown    timeout=0.5s
