*** Settings ***
Documentation     A page that replaced DOM built-ins before anything else ran, as an older
...               Polymer app does (its own HTMLInputElement; querySelectorAll results that
...               are not iterable; Array.from, JSON.stringify and Element.matches that
...               answer wrong): the keywords answer as on a clean page.
Resource          ../resources/common.resource
Suite Setup       Create Instance    hostile-globals
Test Setup        Open Test Page    hostile-globals.html


*** Test Cases ***
Wait For Elements State Finds Every Kind Of Selector
    Wait For Elements State    id=news    visible    timeout=2s
    Wait For Elements State    css=#off    disabled    timeout=2s
    Wait For Elements State    id=in-fieldset    disabled    timeout=2s
    Wait For Elements State    text=Plain text    visible    timeout=2s
    Wait For Elements State    internal:role=checkbox[name="Newsletter"i]    unchecked    timeout=2s
    Wait For Elements State    id=gone    hidden    timeout=2s
    Wait For Elements State    id=nothing    detached    timeout=2s

A Bad Selector Is Still Invalid
    Run Keyword And Expect Error    invalid_params: 'css=#news[' is not a valid selector*
    ...    Wait For Elements State    css=#news[    visible    timeout=1s

Check And Uncheck A Real Checkbox
    ${result} =    Check Checkbox    id=news
    Should Be True    ${result}[changed]
    ${result} =    Uncheck Checkbox    id=terms
    Should Be True    ${result}[changed]
    Check Checkbox    id=plan-pro
    Wait For Elements State    id=news    checked    timeout=2s
    Wait For Elements State    id=terms    unchecked    timeout=2s
    Verify Value    id=plan-pro    true    radio
    Get Text    id=log    ==    change:news change:terms
