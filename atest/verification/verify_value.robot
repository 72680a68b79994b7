*** Settings ***
Documentation     Verify Value: text inputs, textarea, select, checkboxes and radios
...               (also in iframes), the coercion of expected checked states, errors.
Resource          verification.resource
Test Setup        Open Verification Page


*** Test Cases ***
Text Input
    ${email} =    Ref Of    textbox "Email"
    ${result} =    Verify Value    ${email}    ada@example.com
    Should Be Equal    ${result}[ref]    ${email}
    Should Be Equal    ${result}[value]    ada@example.com
    Should Be Equal    ${result}[element_type]    text

Empty Input
    ${empty_box} =    Ref Of    textbox "Empty"
    Verify Value    ${empty_box}    ${EMPTY}

Textarea
    ${notes} =    Ref Of    textbox "Notes"
    Verify Value    ${notes}    Line one

Select
    ${size} =    Ref Of    combobox "Size"
    Verify Value    ${size}    m
    Verify Value    id=size    m    text

Input In An Iframe
    ${input} =    Ref Of    textbox "Child input"
    Verify Value    ${input}    in the child

Value After A Change
    ${email} =    Ref Of    textbox "Email"
    Run Page Action    type
    Verify Value    ${email}    grace@example.com

Mismatch Shows Expected And Actual
    ${email} =    Ref Of    textbox "Email"
    Run Keyword And Expect Error    verification_failed: ref '${email}': expected value 'ADA@example.com' but it is value 'ada@example.com'
    ...    Verify Value    ${email}    ADA@example.com    timeout=0

Checkbox
    ${agree} =    Ref Of    checkbox "Agree"
    ${news} =    Ref Of    checkbox "News"
    FOR    ${word}    IN    true    TRUE    1    checked    Checked
        ${result} =    Verify Value    ${agree}    ${word}    checkbox
        Should Be Equal    ${result}[value]    ${True}
        Should Be Equal    ${result}[element_type]    checkbox
    END
    FOR    ${word}    IN    false    False    0    unchecked    UNCHECKED
        ${result} =    Verify Value    ${news}    ${word}    element_type=checkbox
        Should Be Equal    ${result}[value]    ${False}
    END
    Run Keyword And Expect Error    verification_failed: ref '${agree}': expected unchecked but it is checked
    ...    Verify Value    ${agree}    false    checkbox    timeout=0
    Run Page Action    uncheck
    Verify Value    ${agree}    unchecked    checkbox

Radio
    ${free} =    Ref Of    radio "Free"
    ${pro} =    Ref Of    radio "Pro"
    Verify Value    ${pro}    checked    radio
    Verify Value    ${free}    0    radio
    Run Page Action    pick-free
    Verify Value    ${free}    true    radio
    Verify Value    ${pro}    false    radio
    Verify Value    internal:role=radio[name="Free"i]    1    element_type=radio

Checkbox In A Cross-Origin Iframe
    ${check} =    Ref Of    checkbox "Cross check"
    Verify Value    ${check}    checked    checkbox

Robot Booleans Work As Expected Values
    ${agree} =    Ref Of    checkbox "Agree"
    Verify Value    ${agree}    ${True}    checkbox

Unknown Element Type Names The Allowed Ones
    [Documentation]    A closed set of words: Robot Framework checks it before the keyword runs.
    ${email} =    Ref Of    textbox "Email"
    Run Keyword And Expect Error
    ...    ValueError: Argument 'element_type' got value 'select' that cannot be converted to 'text', 'checkbox' or 'radio'.
    ...    Verify Value    ${email}    x    select

Unknown Checked Word Is Invalid Params
    ${agree} =    Ref Of    checkbox "Agree"
    Run Keyword And Expect Error    invalid_params: argument 'expected_value' must be one of 'true', 'false', '1', '0', 'checked', 'unchecked'*got 'yes'
    ...    Verify Value    ${agree}    yes    checkbox

Element Without A Value Is Invalid Params
    ${submit} =    Ref Of    button "Submit"
    Run Keyword And Expect Error    invalid_params:*is not an <input>, <textarea> or <select>*
    ...    Verify Value    ${submit}    Submit
    ${email} =    Ref Of    textbox "Email"
    Run Keyword And Expect Error    invalid_params:*is not a checkbox or radio button*
    ...    Verify Value    ${email}    true    checkbox

Selector Matching Several Elements Is Invalid Params
    Run Keyword And Expect Error    invalid_params: selector 'css=.twin' matches 2 elements*
    ...    Verify Value    css=.twin    x

Gone Elements
    ${email} =    Ref Of    textbox "Email"
    Open Test Page    index.html
    Run Keyword And Expect Error    stale_ref:*    Verify Value    ${email}    x
    Run Keyword And Expect Error    element_not_found:*    Verify Value    id=nope    x

Timeout Waits For The Value
    Navigate    ${URL}/verify-delayed.html?ms=4000
    Run Keyword And Expect Error    verification_failed:*    Verify Value    id=late-input    after    timeout=0
    Run Keyword And Expect Error    verification_failed:*    Verify Value    id=late-check    true    checkbox    timeout=0
    ${result} =    Verify Value    id=late-input    after    timeout=15s
    Should Be Equal    ${result}[value]    after
    Verify Value    id=late-check    true    checkbox    timeout=15s
