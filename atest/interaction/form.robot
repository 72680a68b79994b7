*** Settings ***
Documentation     Filling a realistic sign-up form: text, password (a Secret), textarea,
...               single and multiple select, checkbox, radio, range, file inputs and a
...               contenteditable, with Type, Click, Select Option, Fill Form and
...               File Upload. Values are read back with Verify Value, Snapshot and the
...               page's own summary of what it received.
Resource          ../resources/common.resource
Library           String
Suite Setup       Create Instance    interaction-form
Test Setup        Open Test Page    form.html


*** Variables ***
${FILES}          ${CURDIR}/../pages


*** Test Cases ***
Fill The Whole Form Field By Field
    VAR    ${password: Secret}    %{CAMOUFOX_ATEST_PASSWORD=correct horse battery}
    Type    id=full-name    Ada Lovelace
    Type    internal:role=textbox[name="Email"i]    ada@example.com
    ${typed} =    Type    id=password    ${password}
    Should Not Contain    ${typed}    text
    Should Be Equal As Integers    ${typed}[characters]    ${{len($password.value)}}
    Type    id=about    Counts numbers.\nWrites programs.
    Select Option    id=country    Sweden
    ${topics} =    Select Option    id=topics    python    Robots
    Should Be Equal    ${topics}[selected]    ${{["python", "robots"]}}
    Click    id=newsletter
    Click    id=terms
    Click    internal:label="Team"i
    Fill Form    ${{[{"name": "Volume", "type": "slider", "ref": "id=volume", "value": 8}]}}
    ${click} =    Click    id=avatar
    Should Be Equal    ${click}[modal][kind]    file_chooser
    Should Not Be True    ${click}[modal][multiple]
    File Upload    ${FILES}/index.html
    ${click} =    Click    id=documents
    Should Be True    ${click}[modal][multiple]
    ${upload} =    File Upload    ${FILES}/index.html    ${FILES}/second.html
    ${names} =    BuiltIn.Evaluate    [os.path.basename(f) for f in $upload['files']]    modules=os
    Should Be Equal    ${names}    ${{["index.html", "second.html"]}}
    Type    internal:role=textbox[name="Bio"i]    Rides an analytical engine.
    Verify Value    id=full-name    Ada Lovelace
    Verify Value    id=about    Counts numbers.\nWrites programs.
    Verify Value    id=country    se
    Verify Value    id=newsletter    true    checkbox
    Verify Value    id=terms    false    checkbox
    Verify Value    id=plan-team    true    radio
    Verify Value    id=volume    8
    Click    internal:role=button[name="Create account"i]
    ${summary} =    Summary
    Should Contain    ${summary}    Full name: Ada Lovelace
    Should Contain    ${summary}    Email: ada@example.com
    Should Contain    ${summary}    Password: ${{len($password.value)}} characters
    Should Contain    ${summary}    About: Counts numbers. / Writes programs.
    Should Contain    ${summary}    Country: se
    Should Contain    ${summary}    Topics: python, robots
    Should Contain    ${summary}    Newsletter: yes
    Should Contain    ${summary}    Terms: no
    Should Contain    ${summary}    Plan: team
    Should Contain    ${summary}    Volume: 8
    Should Contain    ${summary}    Avatar: index.html
    Should Contain    ${summary}    Documents: index.html
    Should Contain    ${summary}    second.html
    Should Contain    ${summary}    Bio: Rides an analytical engine.

Fill Form Fills Every Kind Of Field In One Call
    ${fields} =    Create List
    ...    ${{{"name": "Full name", "type": "textbox", "ref": "id=full-name", "value": "Grace Hopper"}}}
    ...    ${{{"name": "About", "type": "textbox", "ref": "id=about", "value": "Found a moth"}}}
    ...    ${{{"name": "Bio", "type": "textbox", "ref": "id=bio", "value": "Admiral"}}}
    ...    ${{{"name": "Country", "type": "combobox", "ref": "id=country", "value": "Norway"}}}
    ...    ${{{"name": "Newsletter", "type": "checkbox", "ref": "id=newsletter", "value": True}}}
    ...    ${{{"name": "Terms", "type": "checkbox", "ref": "id=terms", "value": "false"}}}
    ...    ${{{"name": "Pro plan", "type": "radio", "ref": "id=plan-pro", "value": "true"}}}
    ...    ${{{"name": "Volume", "type": "slider", "ref": "id=volume", "value": "3"}}}
    ${result} =    Fill Form    ${fields}
    Length Should Be    ${result}[filled]    8
    Should Be Empty    ${result}[skipped]
    Should Be Equal    ${result}[modal]    ${None}
    ${snap} =    Snapshot
    Should Contain    ${snap}[snapshot]    textbox "Full name"
    Should Contain    ${snap}[snapshot]    : Grace Hopper
    Should Contain    ${snap}[snapshot]    option "Norway" [selected]
    Should Contain    ${snap}[snapshot]    checkbox "Send me the newsletter" [checked]
    Should Contain    ${snap}[snapshot]    radio "Pro" [checked]
    Should Contain    ${snap}[snapshot]    slider "Volume"
    Verify Value    id=volume    3
    Click    internal:role=button[name="Create account"i]
    ${summary} =    Summary
    Should Contain    ${summary}    Bio: Admiral
    Should Contain    ${summary}    Terms: no

Fill Form Accepts A Secret Value
    VAR    ${password: Secret}    %{CAMOUFOX_ATEST_PASSWORD=correct horse battery}
    ${field} =    Create Dictionary    name=Password    type=textbox    ref=id=password    value=${password}
    Fill Form    ${{[$field]}}
    Click    internal:role=button[name="Create account"i]
    ${summary} =    Summary
    Should Contain    ${summary}    Password: ${{len($password.value)}} characters

Fill Form Checks Every Field Before Filling Any
    ${good} =    Create Dictionary    name=Name    type=textbox    ref=id=full-name    value=Should not arrive
    ${bad} =    Create Dictionary    name=Country    type=combobox    ref=id=country    value=Atlantis
    Run Keyword And Expect Error
    ...    invalid_params: fields?1? ('Country'): 'id=country' has no option 'Atlantis'*
    ...    Fill Form    ${{[$good, $bad]}}
    Verify Value    id=full-name    ${EMPTY}
    ${slider} =    Create Dictionary    name=Volume    type=slider    ref=id=volume    value=11
    Run Keyword And Expect Error
    ...    invalid_params: fields?1? ('Volume'): value must be a number from 0 to 10, got '11'
    ...    Fill Form    ${{[$good, $slider]}}
    ${radio} =    Create Dictionary    name=Free    type=radio    ref=id=plan-free    value=false
    Run Keyword And Expect Error    invalid_params: fields?1? ('Free'): a radio button cannot be unchecked*
    ...    Fill Form    ${{[$good, $radio]}}
    ${kind} =    Create Dictionary    name=Avatar    type=upload    ref=id=avatar    value=x
    Run Keyword And Expect Error    invalid_params: fields?1? ('Avatar'): type must be one of textbox, checkbox, radio, combobox, slider*
    ...    Fill Form    ${{[$good, $kind]}}
    ${gone} =    Create Dictionary    name=Phone    type=textbox    ref=id=phone    value=555
    Set Camoufox Timeout    1s    # a field's element is waited for until the deadline
    Run Keyword And Expect Error    element_not_found: selector 'id=phone' matches no element
    ...    Fill Form    ${{[$good, $gone]}}
    ${stale} =    Create Dictionary    name=Old    type=textbox    ref=e999    value=x
    Run Keyword And Expect Error    stale_ref:*    Fill Form    ${{[$good, $stale]}}
    Verify Value    id=full-name    ${EMPTY}

Type Submits With Enter
    ${typed} =    Type    internal:role=textbox[name="Search the docs"i]    robots    submit=True
    Should Be True    ${typed}[submitted]
    Wait For    text=Results for robots

Type Rejects What Is Not A Text Field
    Run Keyword And Expect Error
    ...    invalid_params: argument 'ref': 'id=newsletter' is an <input type=checkbox>, not a text field*
    ...    Type    id=newsletter    yes

Select Option Errors
    Run Keyword And Expect Error    invalid_params: 'id=country' is a single-choice <select>; give one value, got 2
    ...    Select Option    id=country    fi    se
    Run Keyword And Expect Error    invalid_params: 'id=email' is a <input> element, not a <select>*
    ...    Select Option    id=email    fi
    Run Keyword And Expect Error    invalid_params: 'id=topics' has no option 'cooking'*
    ...    Select Option    id=topics    cooking
    ${none} =    Select Option    id=topics
    Should Be Empty    ${none}[selected]

Actions On A Missing Or Ambiguous Element
    [Documentation]    A selector that matches nothing is waited for until the deadline,
    ...    as Playwright's actionability does: keep it short here.
    Set Camoufox Timeout    1s
    Run Keyword And Expect Error    element_not_found: selector 'id=nope' matches no element
    ...    Click    id=nope
    Run Keyword And Expect Error    invalid_params: argument 'ref': selector 'css=fieldset input' matches 3 elements*
    ...    Click    css=fieldset input
    Run Keyword And Expect Error    stale_ref: ref 'e999' is not in the current page*
    ...    Hover    e999
    Run Keyword And Expect Error    page_not_found:*    Click    id=terms    page_id=page-000000000000
    Run Keyword And Expect Error    frame_not_found:*    Click    id=terms    frame_id=frame-000000000000

Refs From A Snapshot Work Too
    ${snap} =    Snapshot
    ${ref} =    Ref Of    ${snap}[snapshot]    checkbox "Send me the newsletter"
    Click    ${ref}
    Verify Value    ${ref}    checked    checkbox

Clicking A Disabled Field Times Out
    [Documentation]    The click waits for the element to become enabled, at most the
    ...    library timeout (set low here), then fails with operation_timeout.
    Evaluate JavaScript    () => { document.getElementById("terms").disabled = true }
    ${old} =    Set Camoufox Timeout    1s
    TRY
        Run Keyword And Expect Error
        ...    operation_timeout: `Click`: 'id=terms' (1 match) stayed disabled for * s: its disabled attribute*
        ...    Click    id=terms
    FINALLY
        Set Camoufox Timeout    ${old}
    END

Clicking A Hidden Field Says What Hides It
    [Documentation]    The timeout names the state that blocked the click and its cause:
    ...    here the display:none of the field's row.
    Evaluate JavaScript    () => { const row = document.getElementById("terms").parentElement; row.id = "terms-row"; row.style.display = "none" }
    ${old} =    Set Camoufox Timeout    1s
    TRY
        Run Keyword And Expect Error
        ...    operation_timeout: `Click`: 'id=terms' (1 match) stayed hidden (not visible) for * s: display:none on <div id="terms-row">*
        ...    Click    id=terms
    FINALLY
        Set Camoufox Timeout    ${old}
    END

Clicking A Covered Field Names What Covers It
    [Documentation]    A backdrop over the page gets the click: the timeout names it.
    Evaluate JavaScript
    ...    () => { const d = document.createElement("div"); d.id = "backdrop"; d.className = "modal-backdrop"; d.style.cssText = "position:fixed;inset:0;z-index:9"; document.body.append(d) }
    ${old} =    Set Camoufox Timeout    1s
    TRY
        Run Keyword And Expect Error
        ...    operation_timeout: `Click`: 'id=terms' (1 match) stayed covered for * s: <div id="backdrop" class="modal-backdrop"> gets the pointer events*
        ...    Click    id=terms
    FINALLY
        Set Camoufox Timeout    ${old}
    END


*** Keywords ***
Summary
    [Documentation]    The page's summary of the submitted form, as Snapshot shows it.
    Wait For    text=Account created
    ${snap} =    Snapshot
    ${lines} =    Get Lines Containing String    ${snap}[snapshot]    region "Summary"
    RETURN    ${lines}

Ref Of
    [Documentation]    The ref of the first snapshot line containing ``text``.
    [Arguments]    ${snapshot}    ${text}
    ${line} =    Get Lines Containing String    ${snapshot}    ${text}
    ${ref} =    BuiltIn.Evaluate    re.search(r"\\[ref=(\\w+)\\]", $line).group(1)    modules=re
    RETURN    ${ref}
