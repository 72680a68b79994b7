*** Settings ***
Documentation     Get Text and Get Url: values read once, or asserted with operators that
...               retry the whole read (retry_assertions_for).
Resource          ../resources/common.resource
Test Setup        Open Test Page    getters.html


*** Test Cases ***
Get Text Returns The Shown Text
    ${text} =    Get Text    id=mixed
    Should Be Equal    ${text}    Shown text
    ${heading} =    Get Text    css=h1
    Should Be Equal    ${heading}    Welcome to the shop

Operators Assert The Text
    Get Text    css=h1    ==    Welcome to the shop
    Get Text    css=h1    !=    Goodbye
    Get Text    css=h1    *=    the shop
    Get Text    css=h1    ^=    Welcome
    Get Text    css=h1    $=    shop
    Get Text    id=total    matches    Total: \\d+
    Get Text    id=total    validate    value.endswith("12")
    ${number} =    Get Text    id=total    then    int(value.split(": ")[1])
    Should Be Equal As Integers    ${number}    12

An Operator Retries Until The Text Holds
    Click    id=later
    ${text} =    Get Text    id=status    ==    Saved
    Should Be Equal    ${text}    Saved

A Failed Assertion Shows The Last Value Read
    Run Keyword And Expect Error
    ...    verification_failed: text of id=status 'Loading' (str) should be 'Saved' (str)
    ...    Get Text    id=status    ==    Saved

A Custom Message Replaces The Engine Words
    Run Keyword And Expect Error    verification_failed: status was 'Loading'
    ...    Get Text    id=status    ==    Saved    message=status was {value}

Retry Time Is A Setting Of The Test
    ${old} =    Set Retry Assertions For    0s
    Should Be Equal    ${old}    ${{ datetime.timedelta(seconds=1) }}
    Click    id=later
    Run Keyword And Expect Error    verification_failed:*'Loading'*    Get Text    id=status    ==    Saved
    Set Retry Assertions For    2s
    Get Text    id=status    ==    Saved

Retry Time Comes Back After The Test
    ${old} =    Set Retry Assertions For    1s
    Should Be Equal    ${old}    ${{ datetime.timedelta(seconds=1) }}

Formatters Apply Before The Comparison
    # The text as shown keeps its spaces; the formatters take them out.
    Run Keyword And Expect Error    verification_failed:*    Get Text    id=spaced    ==    Hello World
    Set Assertion Formatters    {"Get Text": ["normalize spaces", "strip"]}
    ${text} =    Get Text    id=spaced    ==    Hello World
    Should Be Equal    ${text}    Hello World
    Set Assertion Formatters    {}
    Run Keyword And Expect Error    invalid_params: unknown assertion formatter*'trim'*
    ...    Set Assertion Formatters    {"Get Text": ["trim"]}
    ${old} =    Set Assertion Formatters    {"Get Text": ["strip"]}
    Should Be Equal    ${old}    ${{ {} }}

Formatters Set In A Test End With It
    # The test before set some; they once lasted for the rest of the run.
    ${old} =    Set Assertion Formatters    {}
    Should Be Equal    ${old}    ${{ {} }}

A Selector Of Several Elements Is Invalid Params
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'css=.item' matches 3 elements*
    ...    Get Text    css=.item

An Element That Is Not There Fails After The Retry
    Run Keyword And Expect Error    element_not_found: selector 'id=nothing' matches no element
    ...    Get Text    id=nothing
    Run Keyword And Expect Error    element_not_found: selector 'id=nothing' matches no element
    ...    Get Text    id=nothing    ==    Anything

A Gone Ref Is Stale At Once
    Run Keyword And Expect Error    stale_ref:*    Get Text    e9999    ==    Anything

An Unknown Operator Names The Allowed Ones
    Run Keyword And Expect Error    ValueError: Argument 'assertion_operator' got value 'is' that cannot be converted to AssertionOperator or None.
    ...    Get Text    css=h1    is    Welcome

An Expected Value Needs An Operator
    Run Keyword And Expect Error    invalid_params: assertion_expected 'Welcome' needs an assertion_operator*
    ...    Get Text    css=h1    assertion_expected=Welcome

An Operator Needs An Expected Value
    [Documentation]    ``#`` starts a comment in Robot data: the error says so.
    Run Keyword And Expect Error    invalid_params: assertion_operator '$=' needs an assertion_expected value after it*write \\#*
    ...    Get Url    $=    #/active

Get Url Returns And Asserts The Address
    ${address} =    Get Url
    Should Be Equal    ${address}    ${URL}/getters.html
    Click    id=push
    Get Url    $=    getters.html?page=2
    Get Url    matches    page=\\d$
