*** Settings ***
Documentation     Evaluate JavaScript with arg= (Robot data passed as a real argument, never
...               pasted into the code) on an element or all matches; Blur for on-blur
...               validation; Dispatch Event with an init dictionary.
Resource          ../resources/common.resource
Suite Setup       Create Instance    scripts
Test Setup        Open Test Page    events.html


*** Test Cases ***
A Dictionary With Quotes Round-Trips Unchanged
    &{order} =    Create Dictionary    name=O'Brien    note=say "hi"    path=C:\\temp\\new
    ...    tick=`\${x}`    city=東京    items=${{ [1, 2.5, True, None] }}
    ${echo} =    Evaluate JavaScript    order => order    arg=${order}
    Should Be Equal    ${echo}[result]    ${order}
    ${length} =    Evaluate JavaScript    text => text.length    arg=it's "quoted"
    Should Be Equal    ${length}[result]    ${13}

The Function Gets The Element And The Arg
    Fill Text    id=email    ada@example.com
    ${result} =    Evaluate JavaScript    (el, suffix) => el.value + suffix    ref=id=email    arg='!'
    Should Be Equal    ${result}[result]    ada@example.com'!'

All Passes Every Match
    ${prices} =    Evaluate JavaScript    (els, key) => els.map(e => Number(e.dataset[key]))
    ...    ref=css=#items li    all=True    arg=price
    Should Be Equal    ${prices}[result]    ${{ [2.5, 4] }}
    ${none} =    Evaluate JavaScript    els => els.length    ref=css=.missing    all=True
    Should Be Equal    ${none}[result]    ${0}

An Arg That Is Not JSON-able Fails Naming Its Type
    Run Keyword And Expect Error    invalid_params: argument 'arg' must be *got {1, 2} (set)
    ...    Evaluate JavaScript    a => a    arg=${{ {1, 2} }}
    Run Keyword And Expect Error    invalid_params: argument 'arg' must be JSON-able*'s'*is of type set
    ...    Evaluate JavaScript    a => a    arg=${{ {'s': {1, 2}} }}
    Run Keyword And Expect Error    invalid_params: argument 'all' needs 'ref'*
    ...    Evaluate JavaScript    els => els    all=True

Blur After Fill Text Shows The On-Blur Validation
    Fill Text    id=email    not-an-address
    Get Text    id=email-error    ==    ${EMPTY}
    ${result} =    Blur    id=email
    Should Be True    ${result}[had_focus]
    Get Text    id=email-error    ==    Enter a valid e-mail address

Blur Of An Element Without The Focus Fires Nothing
    ${result} =    Blur    id=email
    Should Not Be True    ${result}[had_focus]
    Get Text    id=log    ==    ${EMPTY}

Dispatch Event With Init Reaches The Listener
    Dispatch Event    id=cart    cart-updated    init={"detail": {"items": 3}}
    Get Text    id=log    *=    cart-updated:{"items":3}:true:false
    Get Text    id=log    *=    bubbled

A Known Type Is Dispatched As Its Class
    &{init} =    Create Dictionary    clientX=${7}
    Dispatch Event    id=cart    click    init=${init}
    Get Text    id=log    ==    click:MouseEvent:false:7

An Empty Event Type Fails Naming It
    Run Keyword And Expect Error    invalid_params: argument 'type' must be an event type*
    ...    Dispatch Event    id=cart    ${EMPTY}
