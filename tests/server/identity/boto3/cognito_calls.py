"""
The identity service as boto3 sees it: AWS's own cognito-idp service model parses every answer, so a
missing or misnamed member, a wrong type or an unknown error shape fails here, whatever Amplify tolerates.

Run by tests/server/identity/boto3-client.test.ts with the server's address and accounts in the environment.
Each call is a function in CALLS: add one per operation or flow; it raises (assert) when an answer is wrong.
Prints one JSON line per call: {"call": name, "ok": bool, "error": text}.
"""

import json
import os
import traceback
import urllib.parse
import urllib.request

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

ENDPOINT = os.environ["COGNITO_ENDPOINT"]
CLIENT_ID = os.environ["COGNITO_CLIENT_ID"]
PASSWORD = os.environ["COGNITO_PASSWORD"]
PLAIN_USER = os.environ["COGNITO_PLAIN_USER"]
SMS_USER = os.environ["COGNITO_SMS_USER"]
SMS_PHONE = os.environ["COGNITO_SMS_PHONE"]
# Any A the server accepts (not 0 mod N): enough to see the PASSWORD_VERIFIER challenge's shape.
SRP_A = "ab" * 384

client = boto3.client(
    "cognito-idp",
    endpoint_url=ENDPOINT,
    region_name="us-east-1",
    aws_access_key_id="local",
    aws_secret_access_key="local",
    config=Config(retries={"max_attempts": 1}),
)


def newest_code(outbox: str, to: str) -> str:
    query = urllib.parse.urlencode({"to": to})
    with urllib.request.urlopen(f"{ENDPOINT}/{outbox}?{query}") as response:
        messages = json.load(response)
    assert messages, f"nothing in {outbox} for {to}"
    return messages[0]["code"]


def initiate(flow: str, parameters: dict) -> dict:
    return client.initiate_auth(AuthFlow=flow, ClientId=CLIENT_ID, AuthParameters=parameters)


def respond(name: str, session: str, responses: dict) -> dict:
    return client.respond_to_auth_challenge(
        ClientId=CLIENT_ID, ChallengeName=name, Session=session, ChallengeResponses=responses
    )


def assert_tokens(answer: dict) -> dict:
    result = answer["AuthenticationResult"]
    assert result["TokenType"] == "Bearer" and result["AccessToken"] and result["RefreshToken"], result
    assert isinstance(result["ExpiresIn"], int), result
    return result


def assert_refused(call, code: str) -> None:
    try:
        call()
    except ClientError as error:
        assert error.response["Error"]["Code"] == code, error.response
        return
    raise AssertionError(f"expected {code}")


def user_auth_select_challenge_email_otp():
    select = initiate("USER_AUTH", {"USERNAME": PLAIN_USER})
    assert select["ChallengeName"] == "SELECT_CHALLENGE", select
    assert select["AvailableChallenges"] == ["PASSWORD_SRP", "PASSWORD", "EMAIL_OTP"], select
    otp = respond("SELECT_CHALLENGE", select["Session"], {"USERNAME": PLAIN_USER, "ANSWER": "EMAIL_OTP"})
    assert otp["ChallengeName"] == "EMAIL_OTP", otp
    assert otp["ChallengeParameters"]["CODE_DELIVERY_DELIVERY_MEDIUM"] == "EMAIL", otp
    code = newest_code("_outbox", PLAIN_USER)
    assert_tokens(respond("EMAIL_OTP", otp["Session"], {"USERNAME": PLAIN_USER, "EMAIL_OTP_CODE": code}))


def user_auth_select_challenge_password():
    select = initiate("USER_AUTH", {"USERNAME": PLAIN_USER})
    answer = {"USERNAME": PLAIN_USER, "ANSWER": "PASSWORD", "PASSWORD": PASSWORD}
    assert_tokens(respond("SELECT_CHALLENGE", select["Session"], answer))


def user_auth_preferred_password_srp():
    verifier = initiate("USER_AUTH", {"USERNAME": PLAIN_USER, "PREFERRED_CHALLENGE": "PASSWORD_SRP", "SRP_A": SRP_A})
    assert verifier["ChallengeName"] == "PASSWORD_VERIFIER", verifier
    assert {"SALT", "SRP_B", "SECRET_BLOCK", "USER_ID_FOR_SRP"} <= set(verifier["ChallengeParameters"]), verifier


def user_auth_refusals():
    assert_refused(lambda: initiate("USER_AUTH", {"USERNAME": PLAIN_USER, "PREFERRED_CHALLENGE": "NONE"}), "InvalidParameterException")
    assert_refused(
        lambda: respond("SELECT_CHALLENGE", "forged-session-" * 4, {"USERNAME": PLAIN_USER, "ANSWER": "EMAIL_OTP"}),
        "NotAuthorizedException",
    )


def sms_otp_first_factor():
    otp = initiate("USER_AUTH", {"USERNAME": SMS_USER, "PREFERRED_CHALLENGE": "SMS_OTP"})
    assert otp["ChallengeName"] == "SMS_OTP", otp
    assert otp["ChallengeParameters"]["CODE_DELIVERY_DELIVERY_MEDIUM"] == "SMS", otp
    code = newest_code("_sms-outbox", SMS_PHONE)
    assert_tokens(respond("SMS_OTP", otp["Session"], {"USERNAME": SMS_USER, "SMS_OTP_CODE": code}))


def sms_mfa_second_factor():
    mfa = initiate("USER_PASSWORD_AUTH", {"USERNAME": SMS_USER, "PASSWORD": PASSWORD})
    assert mfa["ChallengeName"] == "SMS_MFA", mfa
    code = newest_code("_sms-outbox", SMS_PHONE)
    wrong = str((int(code) + 500_000) % 1_000_000).zfill(6)
    assert_refused(
        lambda: respond("SMS_MFA", mfa["Session"], {"USERNAME": SMS_USER, "SMS_MFA_CODE": wrong}),
        "CodeMismatchException",
    )
    assert_tokens(respond("SMS_MFA", mfa["Session"], {"USERNAME": SMS_USER, "SMS_MFA_CODE": code}))


def set_user_mfa_preference_sms():
    otp = initiate("USER_AUTH", {"USERNAME": SMS_USER, "PREFERRED_CHALLENGE": "SMS_OTP"})
    code = newest_code("_sms-outbox", SMS_PHONE)
    token = assert_tokens(respond("SMS_OTP", otp["Session"], {"USERNAME": SMS_USER, "SMS_OTP_CODE": code}))["AccessToken"]
    client.set_user_mfa_preference(AccessToken=token, SMSMfaSettings={"Enabled": True, "PreferredMfa": True})
    user = client.get_user(AccessToken=token)
    assert user["UserMFASettingList"] == ["SMS_MFA"] and user["PreferredMfaSetting"] == "SMS_MFA", user


def custom_auth_without_srp():
    challenge = initiate("CUSTOM_AUTH", {"USERNAME": PLAIN_USER})
    assert challenge["ChallengeName"] == "CUSTOM_CHALLENGE", challenge
    assert challenge["ChallengeParameters"]["USERNAME"] == PLAIN_USER, challenge
    code = newest_code("_outbox", PLAIN_USER)
    assert_tokens(respond("CUSTOM_CHALLENGE", challenge["Session"], {"USERNAME": PLAIN_USER, "ANSWER": code}))


def custom_auth_with_srp_starts_with_the_password():
    verifier = initiate("CUSTOM_AUTH", {"USERNAME": PLAIN_USER, "CHALLENGE_NAME": "SRP_A", "SRP_A": SRP_A})
    assert verifier["ChallengeName"] == "PASSWORD_VERIFIER", verifier
    assert_refused(lambda: initiate("CUSTOM_AUTH", {"USERNAME": PLAIN_USER, "CHALLENGE_NAME": "X"}), "InvalidParameterException")


def signed_in_plain_user() -> dict:
    return assert_tokens(initiate("USER_PASSWORD_AUTH", {"USERNAME": PLAIN_USER, "PASSWORD": PASSWORD}))


def web_authn_registration_and_list():
    token = signed_in_plain_user()["AccessToken"]
    options = client.start_web_authn_registration(AccessToken=token)["CredentialCreationOptions"]
    assert options["rp"]["id"] and options["challenge"] and options["user"]["name"] == PLAIN_USER, options
    assert {"alg": -7, "type": "public-key"} in options["pubKeyCredParams"], options
    forged = {"id": "eA", "rawId": "eA", "type": "public-key", "response": {"clientDataJSON": "e30", "attestationObject": "oA"}}
    assert_refused(
        lambda: client.complete_web_authn_registration(AccessToken=token, Credential=forged),
        "WebAuthnChallengeNotFoundException",
    )
    listed = client.list_web_authn_credentials(AccessToken=token, MaxResults=20)
    assert listed["Credentials"] == [], listed
    assert_refused(lambda: client.list_web_authn_credentials(AccessToken=token, NextToken="bogus"), "InvalidParameterException")
    assert_refused(lambda: client.delete_web_authn_credential(AccessToken=token, CredentialId="eA"), "ResourceNotFoundException")


def device_tracking_and_device_srp():
    result = signed_in_plain_user()
    token, device = result["AccessToken"], result["NewDeviceMetadata"]
    assert device["DeviceKey"] and device["DeviceGroupKey"], device
    verifier = {"Salt": "AAECAwQFBgcICQoLDA0ODw==", "PasswordVerifier": "AQID"}
    confirmed = client.confirm_device(
        AccessToken=token, DeviceKey=device["DeviceKey"], DeviceName="boto3", DeviceSecretVerifierConfig=verifier
    )
    assert confirmed["UserConfirmationNecessary"] is True, confirmed
    client.update_device_status(AccessToken=token, DeviceKey=device["DeviceKey"], DeviceRememberedStatus="remembered")
    listed = {item["DeviceKey"]: item for item in client.list_devices(AccessToken=token, Limit=60)["Devices"]}
    attributes = {entry["Name"]: entry["Value"] for entry in listed[device["DeviceKey"]]["DeviceAttributes"]}
    assert attributes["device_name"] == "boto3" and attributes["dev:device_remembered_status"] == "remembered", attributes
    assert listed[device["DeviceKey"]]["DeviceLastAuthenticatedDate"].year >= 2000, listed

    # The remembered device proves itself after the password: DEVICE_SRP_AUTH, then DEVICE_PASSWORD_VERIFIER.
    srp = initiate("USER_PASSWORD_AUTH", {"USERNAME": PLAIN_USER, "PASSWORD": PASSWORD, "DEVICE_KEY": device["DeviceKey"]})
    assert srp["ChallengeName"] == "DEVICE_SRP_AUTH", srp
    answer = {"USERNAME": PLAIN_USER, "DEVICE_KEY": device["DeviceKey"], "SRP_A": SRP_A}
    verifier_challenge = respond("DEVICE_SRP_AUTH", srp["Session"], answer)
    assert verifier_challenge["ChallengeName"] == "DEVICE_PASSWORD_VERIFIER", verifier_challenge
    parameters = verifier_challenge["ChallengeParameters"]
    assert {"SALT", "SRP_B", "SECRET_BLOCK", "USERNAME"} <= set(parameters), parameters
    proof = {
        "USERNAME": PLAIN_USER,
        "DEVICE_KEY": device["DeviceKey"],
        "PASSWORD_CLAIM_SECRET_BLOCK": parameters["SECRET_BLOCK"],
        "PASSWORD_CLAIM_SIGNATURE": "AAAA",
        "TIMESTAMP": "Sun Nov 29 07:00:00 UTC 2026",
    }
    assert_refused(lambda: respond("DEVICE_PASSWORD_VERIFIER", verifier_challenge["Session"], proof), "NotAuthorizedException")

    client.forget_device(AccessToken=token, DeviceKey=device["DeviceKey"])
    assert_refused(lambda: client.forget_device(AccessToken=token, DeviceKey=device["DeviceKey"]), "ResourceNotFoundException")
    assert_refused(
        lambda: initiate("USER_PASSWORD_AUTH", {"USERNAME": PLAIN_USER, "PASSWORD": PASSWORD, "DEVICE_KEY": device["DeviceKey"]}),
        "ResourceNotFoundException",
    )


CALLS = [
    user_auth_select_challenge_email_otp,
    user_auth_select_challenge_password,
    user_auth_preferred_password_srp,
    user_auth_refusals,
    sms_otp_first_factor,
    sms_mfa_second_factor,
    set_user_mfa_preference_sms,
    custom_auth_without_srp,
    custom_auth_with_srp_starts_with_the_password,
    web_authn_registration_and_list,
    device_tracking_and_device_srp,
]

for call in CALLS:
    try:
        call()
        print(json.dumps({"call": call.__name__, "ok": True}), flush=True)
    except Exception:  # noqa: BLE001 - every failure is reported, the next call still runs
        print(json.dumps({"call": call.__name__, "ok": False, "error": traceback.format_exc()}), flush=True)
